'use client';

import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { requestPasswordReset } from './actions.ts';
import * as styles from './Auth.css.ts';
import { EmailCaptchaForm } from './EmailCaptchaForm.tsx';

export interface ForgotPasswordFormProps {
  readonly lang: string;
  readonly captchaUrl: string;
  readonly defaultEmail: string;
  readonly loginHref: string;
}

/** Forgot password: the e-mail of the account; the link comes by e-mail. */
export function ForgotPasswordForm({ lang, captchaUrl, defaultEmail, loginHref }: ForgotPasswordFormProps) {
  const intl = useIntl();
  return (
    <EmailCaptchaForm
      action={boundAction(requestPasswordReset, lang)}
      lang={lang}
      captchaUrl={captchaUrl}
      defaultEmail={defaultEmail}
      submitLabel={intl.formatMessage({ id: 'auth.forgot.submit' })}
      pendingLabel={intl.formatMessage({ id: 'auth.forgot.pending' })}
      labelledBy="auth-title"
    >
      <Link className={styles.link} href={loginHref}>
        {intl.formatMessage({ id: 'auth.forgot.backToLogin' })}
      </Link>
    </EmailCaptchaForm>
  );
}
