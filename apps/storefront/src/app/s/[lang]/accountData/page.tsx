import type { Metadata } from 'next';
import { accountMetadata } from '../../../../account/page-support.ts';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { DataScreen } from '../../../../screens/account/DataScreen.tsx';

// One customer's details: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface AccountPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'accountData', 'account.data.title');
}

export default async function AccountDataPage({ params, searchParams }: AccountPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="account">
      <DataScreen lang={lang} deleted={queryValue(query, 'deleted') === '1'} />
    </ClientMessages>
  );
}
