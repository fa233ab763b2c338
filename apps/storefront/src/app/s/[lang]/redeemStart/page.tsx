import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { BalanceScreen, balanceMetadata } from '../../../../screens/balance/BalanceScreen.tsx';

interface BalancePageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: BalancePageProps): Promise<Metadata> {
  return balanceMetadata((await params).lang);
}

export default async function BalancePage({ params }: BalancePageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="balance">
      <BalanceScreen lang={lang} />
    </ClientMessages>
  );
}
