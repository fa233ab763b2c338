import type { Metadata } from 'next';
import { accountMetadata } from '../../../../account/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { AddressBookScreen } from '../../../../screens/account/AddressBookScreen.tsx';

// One customer's addresses: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface AccountPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'accountAddressBook', 'account.addresses.title');
}

export default async function AccountAddressBookPage({ params }: AccountPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="account">
      <AddressBookScreen lang={lang} />
    </ClientMessages>
  );
}
