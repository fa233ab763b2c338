'use client';

import { Button, Checkbox, TextField } from '@shop/ui';
import type { MessageId } from '@shop/i18n';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Captcha } from '../checkout/Captcha.tsx';
import { enterDoubler } from './actions.ts';
import * as styles from './Doubler.css.ts';
import { doublerFieldIssues, IDLE, type DoublerFieldMessages, type DoublerFormState, type DoublerMessage } from './doubler-model.ts';

export interface DoublerFormProps {
  readonly lang: string;
  /** Card number prefixes of every store (the API's list): a card of another store gets its own answer from the API. */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  /** The entry itself; the server action unless a test gives another. */
  readonly enter?: (previous: DoublerFormState, form: FormData) => Promise<DoublerFormState>;
}

/**
 * The balance doubler's entry: card number, PIN, e-mail address, the draw's conditions and the captcha. Judged here with
 * the shared rules before anything is sent, then by the server action and the API (which checks the card like a balance
 * check); an accepted entry leaves for its thank-you page. Sent by hand, so a refused form keeps what was typed; errors
 * show at their field (focus moves to the first) or above the form.
 */
export function DoublerForm({ lang, prefixes, captchaUrl, enter }: DoublerFormProps) {
  const intl = useIntl();
  const [state, formAction, pending] = useActionState(enter ?? enterDoubler.bind(null, lang), IDLE);
  const [localErrors, setLocalErrors] = useState<DoublerFieldMessages | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'idle') return;
    // The solution went to the server and may have been used: a fresh widget solves a fresh challenge.
    setToken(null);
    setCaptchaKey((key) => key + 1);
    setLocalErrors(null);
    setFocusRequest((request) => request + 1);
  }, [state]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else formErrorRef.current?.focus();
  }, [focusRequest]);

  const say = (message: DoublerMessage | undefined) =>
    message === undefined ? undefined : 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
  const label = (id: MessageId) => intl.formatMessage({ id });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const issues = doublerFieldIssues(
      { cardNumber: text('cardNumber'), pin: text('pin'), email: text('email'), acceptConditions: data.get('acceptConditions') === 'on' },
      prefixes,
      token,
    );
    if (Object.keys(issues).length > 0) {
      setLocalErrors(issues);
      setFocusRequest((request) => request + 1);
      return;
    }
    setLocalErrors(null);
    if (token) data.set('captchaToken', token);
    startTransition(() => formAction(data));
  };

  const fieldErrors = localErrors ?? (state.status === 'refused' ? state.fieldErrors : {});
  const formError = localErrors === null && state.status === 'refused' ? state.formError : null;

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="doubler-form-title">
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <strong className={styles.formErrorTitle}>{label('doubler.form.errorHeading')}</strong>
          {say(formError)}
        </div>
      )}
      <TextField
        name="cardNumber"
        label={label('doubler.form.cardNumber')}
        hint={label('doubler.form.cardNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        error={say(fieldErrors.cardNumber)}
      />
      <TextField
        name="pin"
        label={label('doubler.form.pin')}
        hint={label('doubler.form.pinHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={say(fieldErrors.pin)}
      />
      <TextField
        name="email"
        type="email"
        label={label('doubler.form.email')}
        hint={label('doubler.form.emailHint')}
        autoComplete="email"
        required
        error={say(fieldErrors.email)}
      />
      <Checkbox name="acceptConditions" label={label('doubler.form.conditions')} error={say(fieldErrors.acceptConditions)} />
      <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={setToken} />
      <Button type="submit" variant="primary" loading={pending} loadingLabel={label('doubler.form.submitting')}>
        {label('doubler.form.submit')}
      </Button>
    </form>
  );
}
