'use client';

import { Button, TextField } from '@shop/ui';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formMessageText, type FormMessage } from '../../forms/form-refusal.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import { requestActivation } from './actions.ts';
import * as styles from './Activation.css.ts';
import {
  activationFieldIssues, EMPTY_VALUES, IDLE, type ActivationFieldMessages, type ActivationFormState, type ActivationMessage,
} from './activation-model.ts';
import type { MessageId } from '@shop/i18n';

export interface ActivationFormProps {
  readonly lang: string;
  /** The card number prefixes this store issues: the only ones it activates. */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  /** The request itself; the server action unless a test gives another. */
  readonly activate?: (previous: ActivationFormState, form: FormData) => Promise<ActivationFormState>;
}

const FIELD_ORDER = ['cardNumber', 'amount', 'email'] as const;

/**
 * Spec §3 activation fields: card number, amount and e-mail, with the captcha. Judged here with the shared rules before
 * anything is sent, then by the server action and the API; an accepted request leaves for its success page. Errors
 * show at their field, or above the form when they concern the card as a whole; focus moves to the first of them.
 */
export function ActivationForm({ lang, prefixes, captchaUrl, activate }: ActivationFormProps) {
  const intl = useIntl();
  const [state, formAction, pending] = useActionState(activate ?? requestActivation.bind(null, lang), IDLE);
  const [localErrors, setLocalErrors] = useState<ActivationFieldMessages | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const inputs = { cardNumber: useRef<HTMLInputElement>(null), amount: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  const focusFirstError = (fields: ActivationFieldMessages) => {
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) inputs[first].current?.focus();
  };

  useEffect(() => {
    if (state.status === 'idle') return;
    // The solution went to the server and may have been used: a fresh widget solves a fresh challenge.
    setToken(null);
    setCaptchaKey((key) => key + 1);
    setLocalErrors(null);
    if (state.formError) formErrorRef.current?.focus();
    else focusFirstError(state.fieldErrors);
  }, [state]);

  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const label = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const issues = activationFieldIssues({ cardNumber: text('cardNumber'), amount: text('amount'), email: text('email') }, prefixes);
    if (!token) issues.captchaToken = { id: 'checkout.identify.captchaRequired' };
    if (Object.keys(issues).length === 0) {
      setLocalErrors(null);
      return;
    }
    // Nothing is sent: the action runs only for a form the shared rules accept.
    event.preventDefault();
    setLocalErrors(issues);
    focusFirstError(issues);
  };

  const values = state.status === 'refused' ? state.values : EMPTY_VALUES;
  const fieldErrors = localErrors ?? (state.status === 'refused' ? state.fieldErrors : {});
  const formError = localErrors === null && state.status === 'refused' ? state.formError : null;
  const example = intl.formatNumber(37.5, { minimumFractionDigits: 2 });

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby={formError ? 'activation-form-error' : undefined}>
      {formError && (
        <p id="activation-form-error" ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <strong className={styles.formErrorTitle}>{label('activation.errorHeading')}</strong>
          {say(formError)}
        </p>
      )}
      <TextField
        ref={inputs.cardNumber}
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
        ref={inputs.amount}
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
        ref={inputs.email}
        label={label('activation.email')}
        hint={label('activation.emailHint')}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={say(fieldErrors.email)}
      />
      <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={setToken} />
      <Button type="submit" variant="primary" loading={pending} loadingLabel={label('activation.submitting')}>
        {label('activation.submit')}
      </Button>
    </form>
  );
}
