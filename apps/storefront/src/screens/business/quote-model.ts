import { QUOTE_REQUEST_FIELDS, quoteRequestSchema, type CountryRules, type QuoteRequestField } from '@shop/validation';
import type { ApiErrorShape } from '../../data/errors.ts';
import { apiRefusal, CAPTCHA_REQUIRED, fieldNamedBy, schemaFieldIssues, type FieldMessages, type FormRefusal } from '../../forms/form-refusal.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The form's inputs: the request's fields and the captcha's solution. */
export type QuoteInputName = QuoteRequestField | 'captchaToken';

export type QuoteFormValues = Readonly<Record<QuoteRequestField, string>>;

/** What the business desk promised, as the page shows it once the request is in. */
export interface QuoteReceipt {
  readonly number: string;
  readonly email: string;
  /** ISO date-time. */
  readonly promisedBy: string;
}

/** What the form shows: nothing yet, the receipt of a request that went in, or why it was refused. */
export type QuoteFormState = { readonly status: 'idle' } | { readonly status: 'sent'; readonly receipt: QuoteReceipt } | FormRefusal<QuoteInputName>;

export const IDLE: QuoteFormState = { status: 'idle' };

/** The shared rules' verdict (the API's own), first message per field, with the captcha's; empty when the form may be sent. */
export function quoteFieldIssues(values: QuoteFormValues, country: Pick<CountryRules, 'callingCode'>, captchaToken: string | null): FieldMessages<QuoteInputName> {
  const parsed = quoteRequestSchema(country).safeParse(values);
  const issues: FieldMessages<QuoteInputName> = parsed.success ? {} : schemaFieldIssues<QuoteRequestField>(parsed.error);
  if (!captchaToken) issues.captchaToken = CAPTCHA_REQUIRED;
  return issues;
}

/** The API's refusals of a request: it names the form's fields inside its `quote` input ('quote.email'). */
export function refusalState(errors: readonly ApiErrorShape[], hasMessage: HasMessage): QuoteFormState {
  return apiRefusal(errors, hasMessage, fieldNamedBy('quote.', QUOTE_REQUEST_FIELDS));
}
