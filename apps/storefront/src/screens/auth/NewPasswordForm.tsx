'use client';

import { API_ERROR_CODES } from '@shop/graphql';
import { TextField } from '@shop/ui';
import { MINIMUM_PASSWORD_LENGTH } from '@shop/validation';
import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { chooseNewPassword } from './actions.ts';
import * as styles from './Auth.css.ts';
import { newPasswordIssues } from './auth-rules.ts';
import { AuthForm } from './AuthForm.tsx';
import { fieldText } from './form-data.ts';
import type { MessageId } from '@shop/i18n';

export interface NewPasswordFormProps {
  readonly lang: string;
  /** The reset link's token, sent back with the new password. */
  readonly token: string;
  readonly forgotPasswordHref: string;
}

/** The new password page of a reset link: the new password twice; a spent or expired link leads to asking for a new one. */
export function NewPasswordForm({ lang, token, forgotPasswordHref }: NewPasswordFormProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <AuthForm
      action={boundAction(chooseNewPassword, lang)}
      validate={(form) => newPasswordIssues({ password: fieldText(form, 'password'), confirmPassword: fieldText(form, 'confirmPassword') })}
      submitLabel={say('auth.newPassword.submit')}
      pendingLabel={say('auth.newPassword.pending')}
      labelledBy="auth-title"
      afterFormError={(error) =>
        error.code === API_ERROR_CODES.RESET_LINK_INVALID && (
          <Link className={styles.inlineLink} href={forgotPasswordHref}>
            {say('auth.newPassword.requestNew')}
          </Link>
        )
      }
      fields={(view) => (
        <>
          <input type="hidden" name="token" value={token} />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={say('auth.field.newPassword')}
            hint={say('auth.field.passwordHint', { minimum: MINIMUM_PASSWORD_LENGTH })}
            error={view.error('password')}
          />
          <TextField name="confirmPassword" type="password" autoComplete="new-password" required label={say('auth.field.confirmPassword')} error={view.error('confirmPassword')} />
        </>
      )}
    />
  );
}
