import type { IntlShape } from '@formatjs/intl';
import { t } from '../../i18n/server-intl.ts';
import type { HowItWorksRoute } from './how-it-works.ts';
import * as styles from './ProductDetails.css.ts';

export interface HowItWorksProps {
  readonly intl: IntlShape<string>;
  readonly routes: readonly HowItWorksRoute[];
  /** The brand's singular word ('gift card'). */
  readonly product: string;
  readonly title: string;
}

/** The steps from buying to spending, per way the product is sent. */
export function HowItWorks({ intl, routes, product, title }: HowItWorksProps) {
  return (
    <section className={`${styles.panel} ${styles.widePanel}`} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.panelHeading}>
        {t(intl, 'product.howItWorks.heading')}
      </h2>
      <div className={styles.routes}>
        {routes.map((route) => (
          <div key={route.steps[0]} className={styles.route}>
            {route.title && <h3 className={styles.routeTitle}>{t(intl, route.title)}</h3>}
            <ol className={styles.steps}>
              {route.steps.map((step) => (
                <li key={step} className={styles.step}>
                  {t(intl, step, { product, title })}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
