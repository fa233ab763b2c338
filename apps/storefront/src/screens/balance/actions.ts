'use server';

import { GiftCardBalanceDocument } from '@shop/graphql/operations';
import { messagesFor } from '@shop/i18n';
import { z } from 'zod';
import { ApiRequestError, ApiUnavailableError, serverMutation } from '../../data/server.ts';
import { formField } from '../../data/form-field.ts';
import { visitorAddressHeaders } from '../../data/visitor.ts';
import { CAPTCHA_REQUIRED } from '../../forms/form-refusal.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { balanceFieldIssues, refusalState, type BalanceCheckState } from './balance-model.ts';
import { cardNumberPrefixes } from './card-prefixes.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const formShape = z.object({
  cardNumber: z.string().max(64),
  pin: z.string().max(32),
  captchaToken: z.string().max(20_000),
});

/**
 * The balance check (form action, `useActionState`): judges number and PIN with the shared rules, then asks the API,
 * passing on the visitor's address (the API limits checks per address). The answer is the card's balance or where
 * each refusal shows; the number and PIN are never kept, and the PIN never comes back.
 */
export async function checkBalance(lang: string, _previous: BalanceCheckState, form: FormData): Promise<BalanceCheckState> {
  const language = storeLanguage(lang);
  const parsed = formShape.safeParse({ cardNumber: formField(form, 'cardNumber'), pin: formField(form, 'pin'), captchaToken: formField(form, 'captchaToken') });
  const cardNumber = parsed.success ? parsed.data.cardNumber : '';
  if (!language || !parsed.success) return { status: 'refused', cardNumber, fieldErrors: {}, formError: { id: 'errors.generic' } };
  const messages = messagesFor(language.locale);
  const hasMessage = hasMessageIn(messages);
  try {
    const fieldErrors = balanceFieldIssues(parsed.data, await cardNumberPrefixes(lang));
    if (!parsed.data.captchaToken) fieldErrors.captchaToken = CAPTCHA_REQUIRED;
    if (Object.keys(fieldErrors).length > 0) return { status: 'refused', cardNumber, fieldErrors, formError: null };

    const { giftCardBalance } = await serverMutation(lang, GiftCardBalanceDocument, parsed.data, await visitorAddressHeaders());
    if (giftCardBalance.card && giftCardBalance.errors.length === 0) return { status: 'checked', card: giftCardBalance.card };
    return refusalState(cardNumber, giftCardBalance.errors, hasMessage);
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalState(cardNumber, error.errors, hasMessage);
    if (error instanceof ApiUnavailableError) return { status: 'refused', cardNumber, fieldErrors: {}, formError: { id: 'errors.apiUnavailable' } };
    throw error;
  }
}
