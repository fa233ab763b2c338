'use client';

import { Button, formatMoney } from '@shop/ui';
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CAPTCHA_REQUIRED, formMessageText, type FormMessage } from '../../forms/form-refusal.ts';
import { addGiftCardPayment, removeGiftCardPayment } from '../../checkout/gift-card-payments.ts';
import { CardNumberPinFields } from '../balance/CardNumberPinFields.tsx';
import { balanceFieldIssues, type BalanceMessage, type FieldMessages } from '../balance/balance-model.ts';
import { Captcha } from './Captcha.tsx';
import * as styles from './Checkout.css.ts';
import type { GiftCardPaymentsState, GiftCardPaymentsView, GiftCardRefusal } from './gift-card-payments-model.ts';
import type { MessageId } from '@shop/i18n';

export interface GiftCardPaymentsProps {
  readonly lang: string;
  readonly locale: string;
  /** Card number prefixes of every store (the API's list): the shared rules judge the number against them. */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  readonly payments: GiftCardPaymentsView;
  readonly onChange: (payments: GiftCardPaymentsView) => void;
}

/**
 * "Pay with a gift card" in the payment step (spec §1): number, PIN and the captcha add a card; the list shows what
 * each card pays and lets the shopper take it out; what is left to pay is announced whenever it changes. A separate
 * form from the payment methods' (forms cannot nest); nothing is debited before the order is placed.
 */
export function GiftCardPayments({ lang, locale, prefixes, captchaUrl, payments, onChange }: GiftCardPaymentsProps) {
  const intl = useIntl();
  const label = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const [state, formAction, pending] = useActionState<GiftCardPaymentsState | null, FormData>(
    (previous, form) => addGiftCardPayment(lang, previous ?? { refusal: null, payments }, form),
    null,
  );
  const [removal, setRemoval] = useState<GiftCardRefusal | null>(null);
  const [removing, startRemoving] = useTransition();
  const [localErrors, setLocalErrors] = useState<FieldMessages | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const cardNumberRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!state) return;
    // The solution went to the server and may have been used: a fresh widget solves a fresh challenge.
    setToken(null);
    setCaptchaKey((key) => key + 1);
    setLocalErrors(null);
    if (state.payments) {
      onChange(state.payments);
      formRef.current?.reset();
    } else if (state.refusal.fieldErrors.cardNumber) cardNumberRef.current?.focus();
    else if (state.refusal.fieldErrors.pin) pinRef.current?.focus();
  }, [state]);

  const refusal = removal ?? state?.refusal ?? null;
  const fieldErrors = localErrors ?? refusal?.fieldErrors ?? {};
  const formError = localErrors === null ? (refusal?.formError ?? null) : null;
  const money = (value: { currency: string; value: number }) => formatMoney({ ...value, locale });
  const covered = payments.remaining.value === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const issues = balanceFieldIssues({ cardNumber: String(data.get('cardNumber') ?? ''), pin: String(data.get('pin') ?? '') }, prefixes);
    if (!token) issues.captchaToken = CAPTCHA_REQUIRED;
    setRemoval(null);
    if (Object.keys(issues).length === 0) {
      setLocalErrors(null);
      return;
    }
    event.preventDefault();
    setLocalErrors(issues);
    if (issues.cardNumber) cardNumberRef.current?.focus();
    else if (issues.pin) pinRef.current?.focus();
  };

  const remove = (cardId: string) =>
    startRemoving(async () => {
      const answer = await removeGiftCardPayment(lang, cardId);
      if (answer.payments) {
        setRemoval(null);
        onChange(answer.payments);
      } else setRemoval(answer.refusal);
    });

  return (
    <section className={styles.form} aria-labelledby="gift-card-payments-heading">
      <h3 id="gift-card-payments-heading" className={styles.stepHeading}>
        {label('checkout.giftCards.heading')}
      </h3>
      {payments.cards.length > 0 && (
        <ul aria-label={label('checkout.giftCards.added')}>
          {payments.cards.map((card) => (
            <li key={card.id} className={styles.status}>
              <span>{label('checkout.giftCards.card', { ending: card.numberEnding, amount: money(card.contribution) })}</span>
              <Button type="button" variant="link" size="sm" disabled={removing} onClick={() => remove(card.id)}>
                {label('checkout.giftCards.remove', { ending: card.numberEnding })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className={styles.note}>
        {payments.cards.length === 0
          ? label('checkout.giftCards.intro')
          : covered
            ? label('checkout.giftCards.covered')
            : label('checkout.giftCards.remaining', { amount: money(payments.remaining) })}
      </p>
      {!covered && (
        <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-describedby={formError ? 'gift-card-form-error' : undefined}>
          {formError && (
            <p id="gift-card-form-error" role="alert" className={styles.note}>
              {say(formError)}
            </p>
          )}
          <CardNumberPinFields
            labels={{
              cardNumber: label('checkout.giftCards.cardNumber'),
              cardNumberHint: label('checkout.giftCards.cardNumberHint'),
              pin: label('checkout.giftCards.pin'),
              pinHint: label('checkout.giftCards.pinHint'),
            }}
            cardNumberRef={cardNumberRef}
            pinRef={pinRef}
            errors={{ cardNumber: say(fieldErrors.cardNumber), pin: say(fieldErrors.pin) }}
          />
          <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={setToken} />
          <Button type="submit" variant="secondary" loading={pending} loadingLabel={label('checkout.giftCards.adding')}>
            {label('checkout.giftCards.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
