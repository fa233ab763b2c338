'use client';

import { Button } from '@shop/ui';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { CAPTCHA_REQUIRED, formMessageText, type FormMessage } from '../../forms/form-refusal.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import { checkBalance } from './actions.ts';
import * as styles from './Balance.css.ts';
import { BalanceResult } from './BalanceResult.tsx';
import { CardNumberPinFields } from './CardNumberPinFields.tsx';
import { balanceFieldIssues, IDLE, type BalanceCheckState, type BalanceLinks, type BalanceMessage, type FieldMessages } from './balance-model.ts';
import type { MessageId } from '@shop/i18n';

export interface BalanceCheckFormProps {
  readonly lang: string;
  /** The store's time zone: the expiry date is the store's calendar date. */
  readonly timeZone: string;
  /** Card number prefixes of every store (the API's list). */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  readonly links: BalanceLinks;
  /** The brand's word for what it sells, plural ('gift cards'). */
  readonly products: string;
  /** The check itself; the server action unless a test gives another. */
  readonly check?: (previous: BalanceCheckState, form: FormData) => Promise<BalanceCheckState>;
}

/**
 * The balance check form (spec §3 Redeem fields): card number, PIN and the captcha, judged here with the shared rules
 * before anything is sent, then by the server action and the API. Errors show at their field, or above the form when
 * they concern the pair; focus moves to the first error or to the result.
 */
export function BalanceCheckForm({ lang, timeZone, prefixes, captchaUrl, links, products, check }: BalanceCheckFormProps) {
  const intl = useIntl();
  const [state, formAction, pending] = useActionState(check ?? boundAction(checkBalance, lang), IDLE);
  const [localErrors, setLocalErrors] = useState<FieldMessages | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const cardNumberRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  const focusFirstError = (fields: FieldMessages) => {
    if (fields.cardNumber) cardNumberRef.current?.focus();
    else if (fields.pin) pinRef.current?.focus();
  };

  useEffect(() => {
    if (state.status === 'idle') return;
    // The solution went to the server and may have been used: a fresh widget solves a fresh challenge.
    setToken(null);
    setCaptchaKey((key) => key + 1);
    setLocalErrors(null);
    if (state.status === 'checked') resultHeadingRef.current?.focus();
    else if (state.formError) formErrorRef.current?.focus();
    else focusFirstError(state.fieldErrors);
  }, [state]);

  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const label = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const issues = balanceFieldIssues({ cardNumber: String(data.get('cardNumber') ?? ''), pin: String(data.get('pin') ?? '') }, prefixes);
    if (!token) issues.captchaToken = CAPTCHA_REQUIRED;
    if (Object.keys(issues).length === 0) {
      setLocalErrors(null);
      return;
    }
    // Nothing is sent: the action runs only for a form the shared rules accept.
    event.preventDefault();
    setLocalErrors(issues);
    focusFirstError(issues);
  };

  const fieldErrors = localErrors ?? (state.status === 'refused' ? state.fieldErrors : {});
  const formError = localErrors === null && state.status === 'refused' ? state.formError : null;

  return (
    <>
      <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby={formError ? 'balance-form-error' : undefined}>
        {formError && (
          <p id="balance-form-error" ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
            <strong className={styles.formErrorTitle}>{label('balance.errorHeading')}</strong>
            {say(formError)}
          </p>
        )}
        <div className={styles.fields}>
          <CardNumberPinFields
            labels={{
              cardNumber: label('balance.cardNumber'),
              cardNumberHint: label('balance.cardNumberHint'),
              pin: label('balance.pin'),
              pinHint: label('balance.pinHint'),
            }}
            cardNumberRef={cardNumberRef}
            pinRef={pinRef}
            errors={{ cardNumber: say(fieldErrors.cardNumber), pin: say(fieldErrors.pin) }}
            defaultCardNumber={state.status === 'refused' ? state.cardNumber : ''}
          />
        </div>
        <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={setToken} />
        <Button type="submit" variant="primary" loading={pending} loadingLabel={label('balance.checking')}>
          {label('balance.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {state.status === 'checked' && (
          <BalanceResult card={state.card} timeZone={timeZone} links={links} products={products} headingRef={resultHeadingRef} />
        )}
      </div>
    </>
  );
}
