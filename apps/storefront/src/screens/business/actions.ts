'use server';

import { RequestQuoteDocument } from '@shop/graphql/operations';
import { messagesFor } from '@shop/i18n';
import { QUOTE_REQUEST_FIELDS } from '@shop/validation';
import { z } from 'zod';
import { currentBrand } from '../../brand/current-brand.ts';
import { ApiRequestError, ApiUnavailableError, serverMutation } from '../../data/server.ts';
import { formField } from '../../data/form-field.ts';
import { visitorAddressHeaders } from '../../data/visitor.ts';
import { formRefusal, invalidFields } from '../../forms/form-refusal.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { quoteFieldIssues, refusalState, type QuoteFormState, type QuoteFormValues } from './quote-model.ts';

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const text = (limit: number) => z.string().max(limit);
const formShape = z.object({
  companyName: text(400),
  vatNumber: text(200),
  contactName: text(200),
  email: text(320),
  phoneNumber: text(100),
  reference: text(200),
  message: text(40_000),
  captchaToken: text(20_000),
});

/**
 * The quote request form's action (`useActionState`): judges the fields with the shared rules, then sends the request
 * to the API with the visitor's address (the API limits requests per address). The answer is the request's receipt or
 * where each refusal shows.
 */
export async function sendQuoteRequest(lang: string, _previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const language = storeLanguage(lang);
  const parsed = formShape.safeParse(Object.fromEntries([...QUOTE_REQUEST_FIELDS, 'captchaToken'].map((name) => [name, formField(form, name)])));
  if (!language || !parsed.success) return formRefusal('errors.generic');
  const { captchaToken, ...values } = parsed.data;
  const fields: QuoteFormValues = values;
  const issues = quoteFieldIssues(fields, currentBrand.countryRules, captchaToken || null);
  if (Object.keys(issues).length > 0) return invalidFields(issues);

  const hasMessage = hasMessageIn(messagesFor(language.locale));
  try {
    const { requestQuote } = await serverMutation(lang, RequestQuoteDocument, { quote: { ...fields, captchaToken } }, await visitorAddressHeaders());
    if (!requestQuote.receipt || requestQuote.errors.length > 0) return refusalState(requestQuote.errors, hasMessage);
    const { number, email, promisedBy } = requestQuote.receipt;
    return { status: 'sent', receipt: { number, email, promisedBy } };
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalState(error.errors, hasMessage);
    if (error instanceof ApiUnavailableError) return formRefusal('errors.apiUnavailable');
    throw error;
  }
}
