'use client';

import { TextField } from '@shop/ui';
import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import type { NextScreen } from '../../account/next-screen.ts';
import { boundAction } from '../../forms/bound-action.ts';
import { logIn } from './actions.ts';
import * as styles from './Auth.css.ts';
import { loginIssues } from './auth-rules.ts';
import { AuthForm } from './AuthForm.tsx';
import { fieldText } from './form-data.ts';
import type { MessageId } from '@shop/i18n';

export interface LoginFormProps {
  readonly lang: string;
  /** The screen to go to afterwards (already checked against the allowlist). */
  readonly next: NextScreen;
  readonly captchaUrl: string;
  readonly defaultEmail: string;
  readonly links: { readonly forgotPassword: string; readonly register: string };
}

/** Log in (spec §5): e-mail, password and captcha, or nothing is sent; the API's answer shows in the form's own holder. */
export function LoginForm({ lang, next, captchaUrl, defaultEmail, links }: LoginFormProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <AuthForm
      action={boundAction(logIn, lang, next)}
      validate={(form, captchaToken) => loginIssues({ email: fieldText(form, 'email'), password: fieldText(form, 'password'), captchaToken })}
      submitLabel={say('auth.login.submit')}
      pendingLabel={say('auth.login.pending')}
      captcha={{ url: captchaUrl, language: lang }}
      labelledBy="auth-title"
      fields={(view) => (
        <>
          <TextField name="email" type="email" autoComplete="username" required label={say('auth.field.email')} defaultValue={defaultEmail} error={view.error('email')} />
          <TextField name="password" type="password" autoComplete="current-password" required label={say('auth.field.password')} error={view.error('password')} />
        </>
      )}
    >
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} href={links.forgotPassword}>
            {say('auth.login.forgotPassword')}
          </Link>
        </li>
        <li>
          {say('auth.login.noAccount')}{' '}
          <Link className={styles.inlineLink} href={links.register}>
            {say('auth.login.register')}
          </Link>
        </li>
      </ul>
    </AuthForm>
  );
}
