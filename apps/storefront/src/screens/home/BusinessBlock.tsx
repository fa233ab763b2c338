import type { IntlShape } from '@formatjs/intl';
import { Button } from '@shop/ui';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './home.css.ts';

export interface BusinessBlockProps {
  readonly intl: IntlShape<string>;
  readonly product: string;
  readonly businessHref: string;
}

/** Spec §1: businesses get a quote within 1 hour and may order on invoice; the block leads to the business page. */
export function BusinessBlock({ intl, product, businessHref }: BusinessBlockProps) {
  return (
    <section className={styles.block} aria-labelledby="home-business">
      <div className={styles.business}>
        <div className={styles.businessText}>
          <h2 id="home-business" className={styles.businessHeading}>
            {t(intl, 'catalogue.home.business.title')}
          </h2>
          <p className={styles.businessCopy}>{t(intl, 'catalogue.home.business.text', { product })}</p>
          <ul className={styles.businessPoints}>
            <li>{t(intl, 'catalogue.home.business.quote')}</li>
            <li>{t(intl, 'catalogue.home.business.invoice')}</li>
          </ul>
        </div>
        <Button href={businessHref} variant="secondary" size="lg">
          {t(intl, 'catalogue.home.business.cta')}
        </Button>
      </div>
    </section>
  );
}
