import { Button } from '@shop/ui';
import { requireSession } from '../../account/access.ts';
import { SESSION_HEADER, sessionHeaders } from '../../account/session.ts';
import { loadUser } from '../../account/load.ts';
import { storeCountryRules } from '../../brand/country-rules.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Account.css.ts';
import { AccountArea } from './AccountArea.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export interface DataScreenProps {
  readonly lang: string;
  /** `?deleted=1`: where deleting the account leads, once the browser holds no session any more. */
  readonly deleted: boolean;
}

/** `/account/data/`: the profile form, change password and delete account; after deleting, the notice that it is done. */
export async function DataScreen({ lang, deleted }: DataScreenProps) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  if (deleted && !(await sessionHeaders())[SESSION_HEADER]) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t(intl, 'account.delete.doneTitle')}</h1>
        <p role="status" className={styles.notice}>
          {t(intl, 'account.delete.done')}
        </p>
        <div className={styles.actions}>
          <Button href={href(lang, 'home')} variant="primary">
            {t(intl, 'account.delete.toHome')}
          </Button>
        </div>
      </div>
    );
  }
  const session = await requireSession(lang, 'accountData');
  const { profile, subscribed } = await loadUser(lang, 'accountData', session);
  const country = storeCountryRules(lang);
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
        <DeleteAccountDialog lang={lang} />
      </div>
    </AccountArea>
  );
}
