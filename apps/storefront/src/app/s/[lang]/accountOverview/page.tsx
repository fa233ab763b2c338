import type { Metadata } from 'next';
import { accountMetadata } from '../../../../account/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { OverviewScreen } from '../../../../screens/account/OverviewScreen.tsx';

// One customer's account: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface AccountPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'accountOverview', 'account.overview.title');
}

export default async function AccountOverviewPage({ params }: AccountPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="account">
      <OverviewScreen lang={lang} />
    </ClientMessages>
  );
}
