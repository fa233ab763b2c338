import type { Metadata } from 'next';
import { accountMetadata } from '../../../../account/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { DataScreen } from '../../../../screens/account/DataScreen.tsx';

// One customer's details: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface AccountPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'accountData', 'account.data.title');
}

export default async function AccountDataPage({ params }: AccountPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="account">
      <DataScreen lang={lang} />
    </ClientMessages>
  );
}
