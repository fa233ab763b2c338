import { amountIssue, parseAmount, unreadableAmountIssue } from './amount.ts';
import { emailIssue } from './email.ts';
import { compactCardNumber, giftCardNumberIssue } from './giftCard.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

/** What a holder types to activate a choice card (spec §3 Activation: card number, amount, email). */
export const ACTIVATION_FIELDS = ['cardNumber', 'amount', 'email'] as const;
export type ActivationField = (typeof ACTIVATION_FIELDS)[number];
export type ActivationFormValues = Readonly<Record<ActivationField, string>>;

/** The same request, read: the 19 digits, the amount in minor units, the trimmed address. */
export interface ActivationValues {
  readonly cardNumber: string;
  readonly amountMinor: number;
  readonly email: string;
}

export type ActivationJudgement =
  | { readonly ok: true; readonly values: ActivationValues }
  | { readonly ok: false; readonly issues: Partial<Record<ActivationField, ValidationMessage>> };

/**
 * Judges an activation form with the spec's rules: a 19-digit number starting with one of the prefixes the store
 * issues, a positive amount (dot or comma for cents), a valid e-mail address. The API applies the same rules.
 */
export function judgeActivation(form: ActivationFormValues, allowedPrefixes: readonly string[]): ActivationJudgement {
  const issues: Partial<Record<ActivationField, ValidationMessage>> = {};
  const numberIssue = giftCardNumberIssue(form.cardNumber, allowedPrefixes);
  if (numberIssue) issues.cardNumber = numberIssue;
  const parsed = parseAmount(form.amount);
  const amountMinor = parsed.kind === 'amount' ? parsed.minor : 0;
  const amountProblem = parsed.kind === 'amount' ? amountIssue(amountMinor) : unreadableAmountIssue(parsed, null);
  if (amountProblem) issues.amount = amountProblem;
  const email = form.email.trim();
  const emailProblem = email === '' ? validationMessage('validation.email.required') : emailIssue(email);
  if (emailProblem) issues.email = emailProblem;
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, values: { cardNumber: compactCardNumber(form.cardNumber), amountMinor, email } };
}
