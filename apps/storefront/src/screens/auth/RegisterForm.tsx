'use client';

import { API_ERROR_CODES } from '@shop/graphql';
import { Checkbox, TextField } from '@shop/ui';
import { MINIMUM_PASSWORD_LENGTH } from '@shop/validation';
import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { register } from './actions.ts';
import * as styles from './Auth.css.ts';
import { registerIssues } from './auth-rules.ts';
import { AuthForm } from './AuthForm.tsx';
import { fieldText } from './form-data.ts';
import type { MessageId } from '@shop/i18n';

export interface RegisterFormProps {
  readonly lang: string;
  readonly captchaUrl: string;
  readonly defaultEmail: string;
  readonly links: { readonly login: string; readonly forgotPassword: string };
}

/** Create account: names, e-mail, a new password twice, the newsletter choice and the captcha. */
export function RegisterForm({ lang, captchaUrl, defaultEmail, links }: RegisterFormProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <AuthForm
      action={boundAction(register, lang)}
      validate={(form, captchaToken) =>
        registerIssues({
          firstName: fieldText(form, 'firstName'),
          lastName: fieldText(form, 'lastName'),
          email: fieldText(form, 'email'),
          password: fieldText(form, 'password'),
          confirmPassword: fieldText(form, 'confirmPassword'),
          subscribed: form.get('subscribed') === 'on',
          captchaToken,
        })
      }
      submitLabel={say('auth.register.submit')}
      pendingLabel={say('auth.register.pending')}
      captcha={{ url: captchaUrl, language: lang }}
      labelledBy="auth-title"
      fields={(view) => (
        <>
          <div className={styles.names}>
            <TextField name="firstName" autoComplete="given-name" required label={say('auth.field.firstName')} error={view.error('firstName')} />
            <TextField name="lastName" autoComplete="family-name" required label={say('auth.field.lastName')} error={view.error('lastName')} />
          </div>
          <div>
            <TextField name="email" type="email" autoComplete="email" required label={say('auth.field.email')} defaultValue={defaultEmail} error={view.error('email')} />
            {view.errorCode('email') === API_ERROR_CODES.ACCOUNT_EXISTS && (
              <ul className={styles.links}>
                <li>
                  <Link className={styles.inlineLink} href={links.login}>
                    {say('auth.register.emailInUse.login')}
                  </Link>
                </li>
                <li>
                  <Link className={styles.link} href={links.forgotPassword}>
                    {say('auth.register.emailInUse.reset')}
                  </Link>
                </li>
              </ul>
            )}
          </div>
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={say('auth.field.password')}
            hint={say('auth.field.passwordHint', { minimum: MINIMUM_PASSWORD_LENGTH })}
            error={view.error('password')}
          />
          <TextField name="confirmPassword" type="password" autoComplete="new-password" required label={say('auth.field.confirmPassword')} error={view.error('confirmPassword')} />
          <Checkbox name="subscribed" label={say('auth.field.newsletter')} />
        </>
      )}
    >
      <p className={styles.intro}>
        {say('auth.register.haveAccount')}{' '}
        <Link className={styles.inlineLink} href={links.login}>
          {say('auth.register.login')}
        </Link>
      </p>
    </AuthForm>
  );
}
