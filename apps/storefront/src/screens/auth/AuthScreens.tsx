import { cookies } from 'next/headers';
import { Link } from '../../routing/Link.tsx';
import { prefillEmail } from '../../account/identify-email.ts';
import { leaveWhenSignedIn } from '../../account/signed-in.ts';
import { parseNextScreen } from '../../account/next-screen.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Auth.css.ts';
import { AuthPage } from './AuthPage.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { IdentifyForm } from './IdentifyForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const intlFor = (lang: string) => getIntl(requireStoreLanguage(lang).locale);
const captchaUrl = (lang: string) => `/api/captcha/?lang=${lang}`;

/** `/account/` (spec §4 identify): the e-mail decides between log in and register. */
export async function IdentifyScreen({ lang }: { readonly lang: string }) {
  await leaveWhenSignedIn(lang);
  const intl = intlFor(lang);
  return (
    <AuthPage title={t(intl, 'auth.identify.title')} intro={t(intl, 'auth.identify.intro')}>
      <IdentifyForm lang={lang} captchaUrl={captchaUrl(lang)} defaultEmail={prefillEmail(await cookies())} />
    </AuthPage>
  );
}

export interface LoginScreenProps {
  readonly lang: string;
  /** The raw `?next=`; only a screen of the allowlist is followed. */
  readonly next: string | null;
  readonly sessionEnded: boolean;
}

/** `/account/login/`: log in, then on to `next` (the overview unless another screen sent the visitor here). */
export async function LoginScreen({ lang, next, sessionEnded }: LoginScreenProps) {
  const nextScreen = parseNextScreen(next);
  await leaveWhenSignedIn(lang, nextScreen);
  const intl = intlFor(lang);
  return (
    <AuthPage
      title={t(intl, 'auth.login.title')}
      intro={t(intl, 'auth.login.intro')}
      notice={sessionEnded ? t(intl, 'auth.login.sessionEnded') : null}
    >
      <LoginForm
        lang={lang}
        next={nextScreen}
        captchaUrl={captchaUrl(lang)}
        defaultEmail={prefillEmail(await cookies())}
        links={{ forgotPassword: href(lang, 'accountForgotPassword'), register: href(lang, 'accountRegister') }}
      />
    </AuthPage>
  );
}

/** `/account/register/`: create an account, logged in at once. */
export async function RegisterScreen({ lang }: { readonly lang: string }) {
  await leaveWhenSignedIn(lang);
  const intl = intlFor(lang);
  return (
    <AuthPage title={t(intl, 'auth.register.title')} intro={t(intl, 'auth.register.intro')}>
      <RegisterForm
        lang={lang}
        captchaUrl={captchaUrl(lang)}
        defaultEmail={prefillEmail(await cookies())}
        links={{ login: href(lang, 'accountLogin'), forgotPassword: href(lang, 'accountForgotPassword') }}
      />
    </AuthPage>
  );
}

/** `/account/forgot-password/`: ask for a reset link. */
export async function ForgotPasswordScreen({ lang }: { readonly lang: string }) {
  await leaveWhenSignedIn(lang);
  const intl = intlFor(lang);
  return (
    <AuthPage title={t(intl, 'auth.forgot.title')} intro={t(intl, 'auth.forgot.intro')}>
      <ForgotPasswordForm lang={lang} captchaUrl={captchaUrl(lang)} defaultEmail={prefillEmail(await cookies())} loginHref={href(lang, 'accountLogin')} />
    </AuthPage>
  );
}

/** `/account/new-password/?token=…`: the page of a reset link. */
export function NewPasswordScreen({ lang, token }: { readonly lang: string; readonly token: string | null }) {
  const intl = intlFor(lang);
  const forgotPasswordHref = href(lang, 'accountForgotPassword');
  return (
    <AuthPage title={t(intl, 'auth.newPassword.title')} intro={token ? t(intl, 'auth.newPassword.intro') : undefined}>
      {token ? (
        <NewPasswordForm lang={lang} token={token} forgotPasswordHref={forgotPasswordHref} />
      ) : (
        <div className={styles.formError}>
          <p className={styles.intro}>{t(intl, 'auth.newPassword.missingLink')}</p>
          <Link className={styles.inlineLink} href={forgotPasswordHref}>
            {t(intl, 'auth.newPassword.requestNew')}
          </Link>
        </div>
      )}
    </AuthPage>
  );
}
