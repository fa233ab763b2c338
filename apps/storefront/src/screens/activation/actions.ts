'use server';

import { CreateActivationOrderDocument } from '@shop/graphql/operations';
import { messagesFor } from '@shop/i18n';
import { judgeActivation } from '@shop/validation';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ApiRequestError, ApiUnavailableError, serverMutation } from '../../data/server.ts';
import { formField } from '../../data/form-field.ts';
import { visitorAddressHeaders } from '../../data/visitor.ts';
import { CAPTCHA_REQUIRED } from '../../forms/form-refusal.ts';
import { hrefWithQuery } from '../../routing/href.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { refusalState, type ActivationFieldMessages, type ActivationFormState } from './activation-model.ts';
import { activationPrefixes } from './card-prefixes.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const formShape = z.object({
  cardNumber: z.string().max(64),
  amount: z.string().max(32),
  email: z.string().max(320),
  captchaToken: z.string().max(20_000),
});


/**
 * The activation form's action (`useActionState`): judges the fields with the shared rules, then asks the API for an
 * activation order, passing on the visitor's address (the API limits requests per address). An accepted request goes
 * on to the success page of its order; a refusal comes back to the form with where each message shows.
 */
export async function requestActivation(lang: string, _previous: ActivationFormState, form: FormData): Promise<ActivationFormState> {
  const language = storeLanguage(lang);
  const parsed = formShape.safeParse({
    cardNumber: formField(form, 'cardNumber'),
    amount: formField(form, 'amount'),
    email: formField(form, 'email'),
    captchaToken: formField(form, 'captchaToken'),
  });
  const values = parsed.success ? { cardNumber: parsed.data.cardNumber, amount: parsed.data.amount, email: parsed.data.email } : { cardNumber: '', amount: '', email: '' };
  if (!language || !parsed.success) return { status: 'refused', values, fieldErrors: {}, formError: { id: 'errors.generic' } };
  const judged = judgeActivation(values, activationPrefixes());
  const fieldErrors: ActivationFieldMessages = judged.ok ? {} : { ...judged.issues };
  if (!parsed.data.captchaToken) fieldErrors.captchaToken = CAPTCHA_REQUIRED;
  if (!judged.ok || !parsed.data.captchaToken) return { status: 'refused', values, fieldErrors, formError: null };

  const messages = messagesFor(language.locale);
  const hasMessage = hasMessageIn(messages);
  let orderUuid: string;
  try {
    const activation = { cardNumber: judged.values.cardNumber, amount: judged.values.amountMinor, email: judged.values.email, captchaToken: parsed.data.captchaToken };
    const { createActivationOrder } = await serverMutation(lang, CreateActivationOrderDocument, { activation }, await visitorAddressHeaders());
    if (!createActivationOrder.order || createActivationOrder.errors.length > 0) return refusalState(values, createActivationOrder.errors, hasMessage);
    orderUuid = createActivationOrder.order.uuid;
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalState(values, error.errors, hasMessage);
    if (error instanceof ApiUnavailableError) return { status: 'refused', values, fieldErrors: {}, formError: { id: 'errors.apiUnavailable' } };
    throw error;
  }
  redirect(hrefWithQuery(lang, 'activateSuccess', { order: orderUuid }));
}
