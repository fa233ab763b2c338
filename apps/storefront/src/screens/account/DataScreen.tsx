import { requireSession } from '../../account/access.ts';
import { loadUser } from '../../account/load.ts';
import { currentBrand } from '../../brand/current-brand.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Account.css.ts';
import { AccountArea } from './AccountArea.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** `/account/data/`: the profile form, change password and delete account. */
export async function DataScreen({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const session = await requireSession(lang, 'accountData');
  const { profile, subscribed } = await loadUser(lang, 'accountData', session);
  const country = { callingCode: currentBrand.countryRules.callingCode, postcode: { ...currentBrand.countryRules.postcode } };
  return (
    <AccountArea lang={lang} current="accountData" heading={t(intl, 'account.data.title')}>
      <div className={styles.card}>
        <ProfileForm
          lang={lang}
          country={country}
          email={profile.email}
          values={{
            firstName: profile.firstName,
            lastName: profile.lastName,
            phoneNumber: profile.phoneNumber ?? '',
            invoiceEmail: profile.invoiceEmail ?? '',
            vatNumber: profile.vatNumber ?? '',
            subscribed,
          }}
        />
      </div>
      <div className={styles.grid}>
        <ChangePasswordDialog lang={lang} />
        <DeleteAccountDialog lang={lang} homeHref={href(lang, 'home')} />
      </div>
    </AccountArea>
  );
}
