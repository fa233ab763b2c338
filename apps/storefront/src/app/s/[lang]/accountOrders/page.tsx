import type { Metadata } from 'next';
import { orderUuidFrom, pageNumberFrom } from '../../../../account/model.ts';
import { accountMetadata } from '../../../../account/page-support.ts';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { OrdersScreen } from '../../../../screens/account/OrdersScreen.tsx';

// One customer's orders: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface AccountOrdersPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: AccountOrdersPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'accountOrders', 'account.orders.title');
}

export default async function AccountOrdersPage({ params, searchParams }: AccountOrdersPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="account">
      <OrdersScreen lang={lang} page={pageNumberFrom(queryValue(query, 'page'))} openOrder={orderUuidFrom(queryValue(query, 'order'))} />
    </ClientMessages>
  );
}
