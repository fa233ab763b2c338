'use server';

import { AddGiftCardPaymentDocument, RemoveGiftCardPaymentDocument } from '@shop/graphql/operations';
import { messagesFor } from '@shop/i18n';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { sessionHeaders } from '../account/session.ts';
import { readCartUuid } from '../cart/cookie.ts';
import type { ApiErrorShape } from '../data/errors.ts';
import { ApiRequestError, ApiUnavailableError, serverMutation } from '../data/server.ts';
import { formField } from '../data/form-field.ts';
import { visitorAndSessionHeaders } from '../data/visitor.ts';
import { CAPTCHA_REQUIRED } from '../forms/form-refusal.ts';
import { storeLanguage } from '../routing/languages.ts';
import { balanceFieldIssues, refusalState } from '../screens/balance/balance-model.ts';
import { cardNumberPrefixes } from '../screens/balance/card-prefixes.ts';
import type { GiftCardPaymentsState } from '../screens/checkout/gift-card-payments-model.ts';
import { hasMessageIn } from '../i18n/has-message.ts';

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const formShape = z.object({
  cardNumber: z.string().max(64),
  pin: z.string().max(32),
  captchaToken: z.string().max(20_000),
});

const GENERIC = { status: 'refused', cardNumber: '', fieldErrors: {}, formError: { id: 'errors.generic' } } as const;

/** Where the API's refusal shows: at the form's field it names, or above the form. */
function refusedBy(lang: string, cardNumber: string, errors: readonly ApiErrorShape[]): GiftCardPaymentsState {
  const messages = messagesFor(storeLanguage(lang)?.locale ?? 'en-IE');
  const refusal = refusalState(cardNumber, errors, hasMessageIn(messages));
  return { refusal: refusal.status === 'refused' ? refusal : GENERIC, payments: null };
}

function failed(lang: string, cardNumber: string, error: unknown): GiftCardPaymentsState {
  if (error instanceof ApiRequestError) return refusedBy(lang, cardNumber, error.errors);
  if (error instanceof ApiUnavailableError) return { refusal: { ...GENERIC, cardNumber, formError: { id: 'errors.apiUnavailable' } }, payments: null };
  throw error;
}

/**
 * Adds a gift card to the basket's payment (form action): number and PIN judged with the shared rules, then the API
 * proves the card with the captcha and the visitor's address. Nothing is debited until the order is placed; the PIN is
 * never kept and never comes back.
 */
export async function addGiftCardPayment(lang: string, _previous: GiftCardPaymentsState, form: FormData): Promise<GiftCardPaymentsState> {
  const language = storeLanguage(lang);
  const parsed = formShape.safeParse({ cardNumber: formField(form, 'cardNumber'), pin: formField(form, 'pin'), captchaToken: formField(form, 'captchaToken') });
  const orderUuid = readCartUuid(await cookies());
  if (!language || !parsed.success || !orderUuid) return { refusal: GENERIC, payments: null };
  const { cardNumber } = parsed.data;
  try {
    const fieldErrors = balanceFieldIssues(parsed.data, await cardNumberPrefixes(lang));
    if (!parsed.data.captchaToken) fieldErrors.captchaToken = CAPTCHA_REQUIRED;
    if (Object.keys(fieldErrors).length > 0) return { refusal: { status: 'refused', cardNumber, fieldErrors, formError: null }, payments: null };
    const { addGiftCardPayment: answer } = await serverMutation(lang, AddGiftCardPaymentDocument, { orderUuid, ...parsed.data }, await visitorAndSessionHeaders());
    if (answer.payments && answer.errors.length === 0) return { refusal: null, payments: answer.payments };
    return refusedBy(lang, cardNumber, answer.errors);
  } catch (error) {
    return failed(lang, cardNumber, error);
  }
}

/** Takes a gift card out of the basket's payment. */
export async function removeGiftCardPayment(lang: string, cardId: string): Promise<GiftCardPaymentsState> {
  const orderUuid = readCartUuid(await cookies());
  // `test` would take ['1'] for '1': the API's refusal of a list would come back as the form's message.
  if (!storeLanguage(lang) || !orderUuid || typeof cardId !== 'string' || !/^\d{1,10}$/.test(cardId)) return { refusal: GENERIC, payments: null };
  try {
    const { removeGiftCardPayment: answer } = await serverMutation(lang, RemoveGiftCardPaymentDocument, { orderUuid, cardId }, await sessionHeaders());
    if (answer.payments && answer.errors.length === 0) return { refusal: null, payments: answer.payments };
    return refusedBy(lang, '', answer.errors);
  } catch (error) {
    return failed(lang, '', error);
  }
}
