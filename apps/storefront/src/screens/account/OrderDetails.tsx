import type { PlacedOrderFieldsFragment } from '@shop/graphql/operations';
import { Button, Money } from '@shop/ui';
import { postalAddressLines } from '@shop/validation';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import { hrefWithQuery } from '../../routing/href.ts';
import { OrderPaymentFacts } from '../checkout/OrderPaymentFacts.tsx';
import { OrderOverview } from '../checkout/OrderOverview.tsx';
import * as styles from './Account.css.ts';
import { ORDER_STATUS_MESSAGES } from './OrderList.tsx';

export interface OrderDetailsProps {
  readonly intl: ReturnType<typeof getIntl>;
  readonly lang: string;
  readonly locale: string;
  readonly order: PlacedOrderFieldsFragment;
}

/** The order details modal's body (spec "account order details"): packages, receivers, payment, status and totals. */
export function OrderDetails({ intl, lang, locale, order }: OrderDetailsProps) {
  const packages = order.shipments.flatMap((shipment) => shipment.packages);
  return (
    <div className={styles.form}>
      <dl className={styles.details}>
        <dt>{t(intl, 'checkout.confirmation.date')}</dt>
        <dd>{intl.formatDate(new Date(order.placedAt), { dateStyle: 'long', timeStyle: 'short' })}</dd>
        <dt>{t(intl, 'account.order.statusLabel')}</dt>
        <dd>{t(intl, ORDER_STATUS_MESSAGES[order.status])}</dd>
        <OrderPaymentFacts intl={intl} locale={locale} order={order} />
      </dl>
      {order.shipments.map((shipment) => (
        <section key={shipment.id} className={styles.form} aria-labelledby={`order-shipment-${shipment.id}`}>
          <h3 id={`order-shipment-${shipment.id}`} className={styles.sectionHeading}>
            {t(intl, shipment.tag === 'DIGITAL' ? 'checkout.confirmation.digitalHeading' : 'checkout.confirmation.physicalHeading')}
          </h3>
          {shipment.deliveryAddress && (
            <address className={styles.userText}>
              {postalAddressLines(shipment.deliveryAddress).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          )}
          <ul className={styles.list}>
            {shipment.packages.map((pkg) => (
              <li key={pkg.id} className={styles.row}>
                <span className={styles.rowText}>
                  <span>{t(intl, 'checkout.overview.package', { count: pkg.quantity, title: pkg.title })}</span>
                  {pkg.receiver && (
                    <span className={styles.muted}>{t(intl, 'checkout.confirmation.receiver', { name: pkg.receiver.name, email: pkg.receiver.email })}</span>
                  )}
                  {pkg.message && <span className={styles.muted}>{t(intl, 'checkout.shipping.message', { text: pkg.message })}</span>}
                </span>
                <Money {...pkg.total} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <OrderOverview
        intl={intl}
        locale={locale}
        headingLevel="h3"
        packages={packages.map((pkg) => ({ id: pkg.id, title: pkg.title, quantity: pkg.quantity, total: pkg.total }))}
        grouped={order.groupedTotals}
        totals={order.totals}
      />
      <div className={styles.actions}>
        <Button href={hrefWithQuery(lang, 'reorder', { order: order.uuid })} variant="primary">
          {t(intl, 'account.order.reorder')}
        </Button>
      </div>
    </div>
  );
}
