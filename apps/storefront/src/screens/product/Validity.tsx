import type { IntlShape } from '@formatjs/intl';
import { t } from '../../i18n/server-intl.ts';
import { validityPeriod } from './how-it-works.ts';
import * as styles from './ProductDetails.css.ts';

export interface ValidityProps {
  readonly intl: IntlShape<string>;
  /** The brand's validity of an issued card. */
  readonly months: number;
}

/** How long the card can be spent, and that what is left stays on it. */
export function Validity({ intl, months }: ValidityProps) {
  const period = validityPeriod(months);
  return (
    <section className={styles.panel} aria-labelledby="validity">
      <h2 id="validity" className={styles.panelHeading}>
        {t(intl, 'product.validity.heading')}
      </h2>
      <p className={styles.panelText}>
        {period.unit === 'years' ? t(intl, 'product.validity.years', { years: period.count }) : t(intl, 'product.validity.months', { months: period.count })}
      </p>
      <p className={styles.panelText}>{t(intl, 'product.validity.balance')}</p>
    </section>
  );
}
