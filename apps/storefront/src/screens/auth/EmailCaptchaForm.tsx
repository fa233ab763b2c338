'use client';

import { TextField } from '@shop/ui';
import { useIntl } from 'react-intl';
import type { AuthFormState } from './auth-model.ts';
import { emailFormIssues } from './auth-rules.ts';
import { AuthForm } from './AuthForm.tsx';
import { fieldText } from './form-data.ts';

export interface EmailCaptchaFormProps {
  readonly action: (previous: AuthFormState<'email' | 'captchaToken'>, form: FormData) => Promise<AuthFormState<'email' | 'captchaToken'>>;
  readonly lang: string;
  readonly captchaUrl: string;
  readonly defaultEmail: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly labelledBy: string;
  readonly children?: React.ReactNode;
}

/** An e-mail address and the captcha: the identify page and the forgot password page. */
export function EmailCaptchaForm({ action, lang, captchaUrl, defaultEmail, submitLabel, pendingLabel, labelledBy, children }: EmailCaptchaFormProps) {
  const intl = useIntl();
  return (
    <AuthForm
      action={action}
      validate={(form, captchaToken) => emailFormIssues({ email: fieldText(form, 'email'), captchaToken })}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      captcha={{ url: captchaUrl, language: lang }}
      labelledBy={labelledBy}
      fields={(view) => (
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={intl.formatMessage({ id: 'auth.field.email' })}
          defaultValue={defaultEmail}
          error={view.error('email')}
        />
      )}
    >
      {children}
    </AuthForm>
  );
}
