import { Link } from '../../routing/Link.tsx';
import { requireSession } from '../../account/access.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { productWord } from '../../i18n/product-word.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Auth.css.ts';
import { AuthPage } from './AuthPage.tsx';

const intlFor = (lang: string) => getIntl(requireStoreLanguage(lang).locale);

function Links({ links }: { readonly links: readonly { readonly href: string; readonly label: string; readonly main?: boolean }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className={link.main ? styles.inlineLink : styles.link} href={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/account/register/success/`: the account exists and is logged in. It says so only with a session: a visitor
 * without one (a bookmark, a shared link, the page kept after logging out) goes to log in.
 */
export async function RegisterSuccessScreen({ lang }: { readonly lang: string }) {
  await requireSession(lang, 'accountOverview');
  const intl = intlFor(lang);
  return (
    <AuthPage arrival title={t(intl, 'auth.registerSuccess.title')} intro={t(intl, 'auth.registerSuccess.text')}>
      <Links
        links={[
          { href: href(lang, 'accountOverview'), label: t(intl, 'auth.registerSuccess.overview'), main: true },
          { href: href(lang, 'productList'), label: t(intl, 'auth.registerSuccess.shop', { product: productWord(lang).plural }) },
        ]}
      />
    </AuthPage>
  );
}

/** `/account/forgot-password/success/`: the same answer whether or not the e-mail has an account. */
export function ForgotPasswordSuccessScreen({ lang }: { readonly lang: string }) {
  const intl = intlFor(lang);
  return (
    <AuthPage arrival title={t(intl, 'auth.forgotSuccess.title')} intro={t(intl, 'auth.forgotSuccess.text')}>
      <p className={styles.intro}>{t(intl, 'auth.forgotSuccess.noMail')}</p>
      <Links
        links={[
          { href: href(lang, 'accountLogin'), label: t(intl, 'auth.forgotSuccess.login'), main: true },
          { href: href(lang, 'accountForgotPassword'), label: t(intl, 'auth.forgotSuccess.again') },
        ]}
      />
    </AuthPage>
  );
}

/** `/account/new-password/success/`: the new password is saved; every session of the account has ended. */
export function NewPasswordSuccessScreen({ lang }: { readonly lang: string }) {
  const intl = intlFor(lang);
  return (
    <AuthPage arrival title={t(intl, 'auth.newPasswordSuccess.title')} intro={t(intl, 'auth.newPasswordSuccess.text')}>
      <Links links={[{ href: href(lang, 'accountLogin'), label: t(intl, 'auth.newPasswordSuccess.login'), main: true }]} />
    </AuthPage>
  );
}
