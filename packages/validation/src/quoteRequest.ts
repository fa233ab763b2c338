import * as z from 'zod/mini';
import type { CountryRules } from './country-rules.ts';
import { requiredEmail } from './email.ts';
import { MAXIMUM_QUOTE_MESSAGE_LENGTH } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { vatNumberIssue } from './account.ts';
import { companyNameIssue, personNameIssue, referenceIssue } from './names.ts';
import { optionalPhoneNumber } from './phone.ts';
import { optionalText, requiredText } from './private/rule.ts';

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The business customer's request in their own words: what, how many, for when; as long as a reader sees it. */
export function quoteMessageIssue(message: string): ValidationMessage | null {
  let characters = 0;
  for (const _ of GRAPHEMES.segment(message)) {
    characters += 1;
    if (characters > MAXIMUM_QUOTE_MESSAGE_LENGTH) {
      return validationMessage('validation.message.tooLong', { maximumMessageLength: MAXIMUM_QUOTE_MESSAGE_LENGTH });
    }
  }
  return null;
}

/**
 * A business quote request (spec §3: message, remark, company details): the company, who to answer, and what they
 * need. The business page's form, its server action and the API's `requestQuote` judge it with this one schema.
 */
export function quoteRequestSchema(country: Pick<CountryRules, 'callingCode'>) {
  return z.object({
    companyName: requiredText('validation.companyName.required', companyNameIssue),
    vatNumber: optionalText(vatNumberIssue),
    contactName: requiredText('validation.name.required', personNameIssue),
    email: requiredEmail(),
    phoneNumber: optionalPhoneNumber(country.callingCode),
    reference: optionalText(referenceIssue),
    message: requiredText('validation.message.required', quoteMessageIssue),
  });
}

export const QUOTE_REQUEST_FIELDS = ['companyName', 'vatNumber', 'contactName', 'email', 'phoneNumber', 'reference', 'message'] as const;
export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;
export type QuoteRequestFormValues = z.input<ReturnType<typeof quoteRequestSchema>>;
