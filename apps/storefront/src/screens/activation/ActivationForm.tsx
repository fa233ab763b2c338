'use client';

import { Button, TextField } from '@shop/ui';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { CAPTCHA_REQUIRED, formMessageText, type FormMessage } from '../../forms/form-refusal.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import { requestActivation } from './actions.ts';
import * as styles from './Activation.css.ts';
import { activationFieldIssues, EMPTY_VALUES, IDLE, type ActivationFormState } from './activation-model.ts';
import type { MessageId } from '@shop/i18n';

export interface ActivationFormProps {
  readonly lang: string;
  /** The card number prefixes this store issues: the only ones it activates. */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  /** The request itself; the server action unless a test gives another. */
  readonly activate?: (previous: ActivationFormState, form: FormData) => Promise<ActivationFormState>;
}

/**
 * Spec §3 activation fields: card number, amount and e-mail, with the captcha. Judged here with the shared rules before
 * anything is sent, then by the server action and the API; an accepted request leaves for its success page. Errors
 * show at their field, or above the form when they concern the card as a whole; focus moves to the first of them.
 */
export function ActivationForm({ lang, prefixes, captchaUrl, activate }: ActivationFormProps) {
  const intl = useIntl();
  const { state, pending, fieldErrors, formError, form, formErrorRef, captchaKey, onCaptcha } = useCheckedForm({
    action: activate ?? boundAction(requestActivation, lang),
    initial: IDLE,
    validate: (data, token) => {
      const text = (name: string) => String(data.get(name) ?? '');
      const issues = activationFieldIssues({ cardNumber: text('cardNumber'), amount: text('amount'), email: text('email') }, prefixes);
      return token ? issues : { ...issues, captchaToken: CAPTCHA_REQUIRED };
    },
  });
  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const label = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Sent by hand, the fields keep what was typed; without JavaScript the form action answers with it instead.
  const values = state.status === 'refused' ? state.values : EMPTY_VALUES;
  const example = intl.formatNumber(37.5, { minimumFractionDigits: 2 });

  return (
    <form {...form} className={styles.form} aria-describedby={formError ? 'activation-form-error' : undefined}>
      {formError && (
        <div id="activation-form-error" ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <strong className={styles.formErrorTitle}>{label('activation.errorHeading')}</strong>
          {say(formError)}
        </div>
      )}
      <TextField
        label={label('activation.cardNumber')}
        hint={label('activation.cardNumberHint')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={values.cardNumber}
        error={say(fieldErrors.cardNumber)}
      />
      <TextField
        label={label('activation.amount')}
        hint={label('activation.amountHint', { example })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={values.amount}
        error={say(fieldErrors.amount)}
      />
      <TextField
        label={label('activation.email')}
        hint={label('activation.emailHint')}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={say(fieldErrors.email)}
      />
      <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={onCaptcha} />
      <Button type="submit" variant="primary" loading={pending} loadingLabel={label('activation.submitting')}>
        {label('activation.submit')}
      </Button>
    </form>
  );
}
