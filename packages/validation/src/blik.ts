import { validationMessage, type ValidationMessage } from './messages.ts';

export const BLIK_CODE_LENGTH = 6;

/** The one-time code a Polish shopper's banking app shows for a Blik payment. */
export function blikCodeIssue(code: string): ValidationMessage | null {
  const digits = code.replace(/\s/g, '');
  if (digits === '') return validationMessage('validation.blikCode.required');
  return new RegExp(`^\\d{${BLIK_CODE_LENGTH}}$`).test(digits) ? null : validationMessage('validation.blikCode.invalid');
}
