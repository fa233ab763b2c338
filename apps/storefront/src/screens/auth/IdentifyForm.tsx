'use client';

import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { identify } from './actions.ts';
import { EmailCaptchaForm } from './EmailCaptchaForm.tsx';

/** The identify page's form (spec §4): an existing account goes on to log in, a new e-mail to register. */
export function IdentifyForm({ lang, captchaUrl, defaultEmail }: { readonly lang: string; readonly captchaUrl: string; readonly defaultEmail: string }) {
  const intl = useIntl();
  return (
    <EmailCaptchaForm
      action={boundAction(identify, lang)}
      lang={lang}
      captchaUrl={captchaUrl}
      defaultEmail={defaultEmail}
      submitLabel={intl.formatMessage({ id: 'auth.identify.submit' })}
      pendingLabel={intl.formatMessage({ id: 'auth.identify.pending' })}
      labelledBy="auth-title"
    />
  );
}
