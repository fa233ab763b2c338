import { MAXIMUM_COMPANY_NAME_LENGTH, MAXIMUM_NAME_LENGTH, MAXIMUM_REFERENCE_LENGTH } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

/** Counted as the reader sees characters, so an accented or astral letter counts once. */
const lengthOf = (text: string) => [...text].length;

/** Line breaks (CR, LF, U+2028, U+2029, NEL): a name or an address line is one line on a label, an e-mail or an invoice. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** Text of a one-line field that holds a line break ('Please check this value.'). */
export function lineBreakIssue(text: string): ValidationMessage | null {
  return LINE_BREAK.test(text) ? validationMessage('validation.value.invalid') : null;
}

/**
 * What mail programs turn into a link: a scheme (`https://`, `mailto:`) or a `www.` host. A name goes into the shop's own
 * e-mails (order confirmations, payment details, the welcome mail), sent to any address typed: a link there would be
 * someone else's message under the shop's name.
 */
const WEB_ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bmailto:/iu;

/** First, last and receiver names. */
export function personNameIssue(name: string): ValidationMessage | null {
  const lineBreak = lineBreakIssue(name);
  if (lineBreak) return lineBreak;
  if (WEB_ADDRESS.test(name)) return validationMessage('validation.name.webAddress');
  if (lengthOf(name) > MAXIMUM_NAME_LENGTH) {
    return validationMessage('validation.name.tooLong', { maximumNameLength: MAXIMUM_NAME_LENGTH });
  }
  return null;
}

export function companyNameIssue(name: string): ValidationMessage | null {
  const lineBreak = lineBreakIssue(name);
  if (lineBreak) return lineBreak;
  if (lengthOf(name) >= MAXIMUM_COMPANY_NAME_LENGTH) {
    return validationMessage('validation.companyName.tooLong', { maximumCompanyNameLength: MAXIMUM_COMPANY_NAME_LENGTH });
  }
  return null;
}

/** The buyer's own order reference, printed on the invoice. */
export function referenceIssue(reference: string): ValidationMessage | null {
  if (lengthOf(reference) > MAXIMUM_REFERENCE_LENGTH) {
    return validationMessage('validation.reference.tooLong', { maximumReferenceLength: MAXIMUM_REFERENCE_LENGTH });
  }
  return null;
}
