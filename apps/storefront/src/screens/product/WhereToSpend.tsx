import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './ProductDetails.css.ts';

export interface WhereToSpendProps {
  readonly intl: IntlShape<string>;
  readonly title: string;
  readonly locationCount: number;
  /** The product's locations page; only linked when it has locations. */
  readonly locationsHref: string;
}

/** Where the card is accepted: its locations when it has them, else its own shops and web shop. */
export function WhereToSpend({ intl, title, locationCount, locationsHref }: WhereToSpendProps) {
  return (
    <section className={styles.panel} aria-labelledby="where-to-spend">
      <h2 id="where-to-spend" className={styles.panelHeading}>
        {t(intl, 'product.whereToSpend.heading')}
      </h2>
      {locationCount > 0 ? (
        <>
          <p className={styles.panelText}>{t(intl, 'product.whereToSpend.locations', { title, count: locationCount })}</p>
          <p className={styles.panelText}>
            <Link className={styles.link} href={locationsHref}>
              {t(intl, 'product.whereToSpend.findLocation')}
            </Link>
          </p>
        </>
      ) : (
        <p className={styles.panelText}>{t(intl, 'product.whereToSpend.anywhere', { title })}</p>
      )}
    </section>
  );
}
