import { requireSession } from '../../account/access.ts';
import { loadAddresses } from '../../account/load.ts';
import { storeCountryRules } from '../../brand/country-rules.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { AccountArea } from './AccountArea.tsx';
import { AddressBook } from './AddressBook.tsx';

/** `/account/address-book/`: the account's delivery addresses in the store's country. */
export async function AddressBookScreen({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const session = await requireSession(lang, 'accountAddressBook');
  const entries = await loadAddresses(lang, 'accountAddressBook', session);
  const country = storeCountryRules(lang);
  return (
    <AccountArea lang={lang} current="accountAddressBook" heading={t(intl, 'account.addresses.title')}>
      <AddressBook lang={lang} country={country} entries={entries} />
    </AccountArea>
  );
}
