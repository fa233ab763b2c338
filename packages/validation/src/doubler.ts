import { emailIssue } from './email.ts';
import { compactCardNumber, giftCardNumberIssue, pinIssue } from './giftCard.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

/** What a holder gives to enter a card in the balance doubler's draw. */
export const DOUBLER_ENTRY_FIELDS = ['cardNumber', 'pin', 'email', 'acceptConditions'] as const;
export type DoublerEntryField = (typeof DOUBLER_ENTRY_FIELDS)[number];

export interface DoublerEntryForm {
  readonly cardNumber: string;
  readonly pin: string;
  readonly email: string;
  readonly acceptConditions: boolean;
}

/** The same entry, read: the 19 digits, the PIN and the trimmed address. */
export interface DoublerEntryValues {
  readonly cardNumber: string;
  readonly pin: string;
  readonly email: string;
}

export type DoublerEntryJudgement =
  | { readonly ok: true; readonly values: DoublerEntryValues }
  | { readonly ok: false; readonly issues: Partial<Record<DoublerEntryField, ValidationMessage>> };

/**
 * Judges a doubler entry: a 19-digit number with one of the prefixes the shop issues, a 6-digit PIN, an e-mail address
 * for the winner's news, and the draw's conditions accepted. The form, its server action and the API judge alike.
 */
export function judgeDoublerEntry(form: DoublerEntryForm, knownPrefixes: readonly string[]): DoublerEntryJudgement {
  const issues: Partial<Record<DoublerEntryField, ValidationMessage>> = {};
  const numberProblem = giftCardNumberIssue(form.cardNumber, knownPrefixes);
  if (numberProblem) issues.cardNumber = numberProblem;
  const pin = form.pin.trim();
  const pinProblem = pinIssue(pin);
  if (pinProblem) issues.pin = pinProblem;
  const email = form.email.trim();
  const emailProblem = email === '' ? validationMessage('validation.email.required') : emailIssue(email);
  if (emailProblem) issues.email = emailProblem;
  if (!form.acceptConditions) issues.acceptConditions = validationMessage('validation.doublerConditions.required');
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, values: { cardNumber: compactCardNumber(form.cardNumber), pin, email } };
}
