import { Money } from '@shop/ui';
import type { OrderSummary } from '../../account/model.ts';
import { t, type getIntl } from '../../i18n/server-intl.ts';
import * as styles from './Account.css.ts';
import { ORDER_DETAILS_LINK } from './order-details-link.ts';

export const ORDER_STATUS_MESSAGES = {
  PENDING: 'account.order.status.PENDING',
  COMPLETED: 'account.order.status.COMPLETED',
  CANCELED: 'account.order.status.CANCELED',
} as const;

export interface OrderListProps {
  readonly intl: ReturnType<typeof getIntl>;
  readonly locale: string;
  readonly orders: readonly OrderSummary[];
  /** The address of an order's details. */
  readonly detailsHref: (uuid: string) => string;
}

/** Orders as rows: number, date, status, total and the way to their details. */
export function OrderList({ intl, locale, orders, detailsHref }: OrderListProps) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.uuid} className={styles.row}>
          <span className={styles.rowText}>
            <strong>{t(intl, 'account.order.number', { number: order.number })}</strong>
            <span className={styles.muted}>
              {intl.formatDate(new Date(order.placedAt), { dateStyle: 'long' })} · {t(intl, ORDER_STATUS_MESSAGES[order.status])}
            </span>
          </span>
          <span className={styles.actions}>
            <Money {...order.grandTotal} locale={locale} />
            <a className={styles.link} href={detailsHref(order.uuid)} {...{ [ORDER_DETAILS_LINK]: order.uuid }}>
              {t(intl, 'account.orders.details', { number: order.number })}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
