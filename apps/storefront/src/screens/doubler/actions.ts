'use server';

import { EnterBalanceDoublerDocument } from '@shop/graphql/operations';
import { messagesFor } from '@shop/i18n';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ApiRequestError, ApiUnavailableError, serverMutation } from '../../data/server.ts';
import { formField } from '../../data/form-field.ts';
import { visitorAddressHeaders } from '../../data/visitor.ts';
import { formRefusal, invalidFields } from '../../forms/form-refusal.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { cardNumberPrefixes } from '../balance/card-prefixes.ts';
import { doublerFieldIssues, refusalState, type DoublerFormState } from './doubler-model.ts';
import { thankYouHref } from './thank-you-href.ts';

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const formShape = z.object({
  cardNumber: z.string().max(64),
  pin: z.string().max(32),
  email: z.string().max(320),
  acceptConditions: z.string().max(8),
  captchaToken: z.string().max(20_000),
});

/**
 * The doubler form's action (`useActionState`): judges the entry with the shared rules, then asks the API to enter the
 * card, passing on the visitor's address (card checks are limited per address). An accepted entry goes on to its
 * thank-you page; a refusal comes back to the form with where each message shows.
 */
export async function enterDoubler(lang: string, _previous: DoublerFormState, form: FormData): Promise<DoublerFormState> {
  const language = storeLanguage(lang);
  const parsed = formShape.safeParse({
    cardNumber: formField(form, 'cardNumber'),
    pin: formField(form, 'pin'),
    email: formField(form, 'email'),
    acceptConditions: formField(form, 'acceptConditions'),
    captchaToken: formField(form, 'captchaToken'),
  });
  if (!language || !parsed.success) return formRefusal('errors.generic');
  const { captchaToken, acceptConditions, ...card } = parsed.data;
  const entry = { ...card, acceptConditions: acceptConditions === 'on' };
  const issues = doublerFieldIssues(entry, await cardNumberPrefixes(lang), captchaToken || null);
  if (Object.keys(issues).length > 0) return invalidFields(issues);

  const hasMessage = hasMessageIn(messagesFor(language.locale));
  let location: string;
  try {
    const { enterBalanceDoubler } = await serverMutation(lang, EnterBalanceDoublerDocument, { entry: { ...entry, captchaToken } }, await visitorAddressHeaders());
    if (!enterBalanceDoubler.entry || enterBalanceDoubler.errors.length > 0) return refusalState(enterBalanceDoubler.errors, hasMessage);
    location = thankYouHref(lang, enterBalanceDoubler.entry);
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalState(error.errors, hasMessage);
    if (error instanceof ApiUnavailableError) return formRefusal('errors.apiUnavailable');
    throw error;
  }
  redirect(location);
}
