import type { MessageId } from '@shop/i18n';
import { API_ERROR_CODES } from '@shop/graphql';
import {
  QUOTE_REQUEST_FIELDS, quoteRequestSchema, validationErrors, type CountryRules, type QuoteRequestField,
} from '@shop/validation';
import { errorToShow } from '../../chrome/error-modal/translate-error.ts';
import type { ApiErrorShape } from '../../data/errors.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The form's inputs: the request's fields and the captcha's solution. */
export type QuoteInputName = QuoteRequestField | 'captchaToken';

export type QuoteFormValues = Readonly<Record<QuoteRequestField, string>>;

/** A message for the page: a catalog id with its values, or a text the API already wrote in the page's language. */
export type QuoteMessage =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export type QuoteFieldMessages = Partial<Record<QuoteInputName, QuoteMessage>>;

/** What the business desk promised, as the page shows it once the request is in. */
export interface QuoteReceipt {
  readonly number: string;
  readonly email: string;
  /** ISO date-time. */
  readonly promisedBy: string;
}

/** What the form shows: nothing yet, the receipt of a request that went in, or why it was refused. */
export type QuoteFormState =
  | { readonly status: 'idle' }
  | { readonly status: 'sent'; readonly receipt: QuoteReceipt }
  | { readonly status: 'refused'; readonly fieldErrors: QuoteFieldMessages; readonly formError: QuoteMessage | null };

export const IDLE: QuoteFormState = { status: 'idle' };

/** A solved captcha is part of the request: without it nothing is sent. */
export const CAPTCHA_REQUIRED: QuoteMessage = { id: 'checkout.identify.captchaRequired' };

/** The shared rules' verdict (the API's own), first message per field; empty when the form may be sent. */
export function quoteFieldIssues(values: QuoteFormValues, country: Pick<CountryRules, 'callingCode'>, captchaToken: string | null): QuoteFieldMessages {
  const issues: QuoteFieldMessages = {};
  const parsed = quoteRequestSchema(country).safeParse(values);
  if (!parsed.success) for (const { parameter, message } of validationErrors(parsed.error)) issues[parameter as QuoteRequestField] ??= message;
  if (!captchaToken) issues.captchaToken = CAPTCHA_REQUIRED;
  return issues;
}

/** The API names the form's fields inside its `quote` input ('quote.email'). */
function fieldOf(parameter: string | null): QuoteInputName | null {
  const name = parameter?.startsWith('quote.') ? parameter.slice('quote.'.length) : null;
  return name === 'captchaToken' || (QUOTE_REQUEST_FIELDS as readonly (string | null)[]).includes(name) ? (name as QuoteInputName) : null;
}

/**
 * Where the API's refusals show: one naming a field at that field, any other above the form. A 4000 carries the shared
 * rules' text in the page's language; every other code reads its catalog text (spec §8: by code, then by parameter,
 * else the generic message).
 */
export function refusalState(errors: readonly ApiErrorShape[], hasMessage: HasMessage): QuoteFormState {
  const fieldErrors: QuoteFieldMessages = {};
  let formError: QuoteMessage | null = null;
  for (const error of errors) {
    const shown = errorToShow([error], hasMessage);
    const message: QuoteMessage = error.code === API_ERROR_CODES.INVALID_INPUT || !shown ? { text: error.message } : { id: shown.messageId, values: shown.values };
    const field = fieldOf(error.referencedRequestParameter);
    if (field) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) formError = { id: 'errors.generic' };
  return { status: 'refused', fieldErrors, formError };
}
