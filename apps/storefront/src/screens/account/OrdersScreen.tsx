import { UserOrderDocument } from '@shop/graphql/operations';
import { requireSession, leaveWhenSignedOut, type SessionHeaders } from '../../account/access.ts';
import { loadOrders } from '../../account/load.ts';
import { serverQuery } from '../../data/server.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Account.css.ts';
import { AccountArea } from './AccountArea.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { OrderList } from './OrderList.tsx';

const ORDERS_PER_PAGE = 10;

export interface OrdersScreenProps {
  readonly lang: string;
  readonly page: number;
  /** The order whose details are open (`?order=`), or null. */
  readonly openOrder: string | null;
}

/** `/account/orders/`: the account's orders, newest first, a page at a time; an order's details in a modal. */
export async function OrdersScreen({ lang, page, openOrder }: OrdersScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const session = await requireSession(lang, 'accountOrders');
  const list = await loadOrders(lang, 'accountOrders', session, page, ORDERS_PER_PAGE);
  const pageHref = (number: number) => hrefWithQuery(lang, 'accountOrders', { page: number > 1 ? number : undefined });
  return (
    <AccountArea lang={lang} current="accountOrders" heading={t(intl, 'account.orders.title')}>
      {list.orders.length === 0 ? (
        <p>{t(intl, 'account.orders.empty')}</p>
      ) : (
        <OrderList
          intl={intl}
          locale={language.locale}
          orders={list.orders}
          detailsHref={(uuid) => hrefWithQuery(lang, 'accountOrders', { page: page > 1 ? page : undefined, order: uuid })}
        />
      )}
      {list.pages > 1 && (
        <nav className={styles.pager} aria-label={t(intl, 'account.orders.pages')}>
          {list.page > 1 && (
            <a className={styles.link} href={pageHref(list.page - 1)}>
              {t(intl, 'account.orders.previous')}
            </a>
          )}
          <span>{t(intl, 'account.orders.pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && (
            <a className={styles.link} href={pageHref(list.page + 1)}>
              {t(intl, 'account.orders.next')}
            </a>
          )}
        </nav>
      )}
      <p className={styles.muted}>{t(intl, 'account.orders.guestOrders')}</p>
      {openOrder && <OpenOrder lang={lang} uuid={openOrder} session={session} closeHref={pageHref(page)} />}
    </AccountArea>
  );
}

interface OpenOrderProps {
  readonly lang: string;
  readonly uuid: string;
  readonly session: SessionHeaders;
  readonly closeHref: string;
}

async function OpenOrder({ lang, uuid, session, closeHref }: OpenOrderProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const { userOrder } = await serverQuery(lang, UserOrderDocument, { uuid }, { headers: session });
  leaveWhenSignedOut(lang, 'accountOrders', userOrder.errors);
  const order = userOrder.order;
  return (
    <OrderDetailsDialog
      title={order ? t(intl, 'account.order.title', { number: order.number }) : t(intl, 'account.order.notFoundTitle')}
      closeHref={closeHref}
      uuid={uuid}
    >
      {/* Another account's order reads like an unknown one: nothing of it is shown. */}
      {order ? <OrderDetails intl={intl} lang={lang} locale={language.locale} order={order} /> : <p>{t(intl, 'account.order.notFound')}</p>}
    </OrderDetailsDialog>
  );
}
