import { validationMessage, type ValidationMessage } from './messages.ts';

/** The shop's currencies all have two minor digits (cents); typed amounts are read and shown with them. */
const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

/** An amount the buyer may type, in minor units. */
export interface CustomAmountRule {
  readonly minimum: number;
  readonly maximum: number;
  readonly wholeNumbersOnly: boolean;
}

/**
 * Amounts typed by the customer are read as exact decimals and turned into integer minor units without floats.
 * Accepts a dot or a comma as the decimal separator ("25", "25.5", "25,50").
 */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
/** A number with more decimals than the currency has: a value, but not one that can be charged as typed. */
const TOO_PRECISE = /^\d{1,9}[.,]\d{3,}$/;

export type ParsedAmount =
  | { readonly kind: 'amount'; readonly minor: number; readonly hasCents: boolean }
  | { readonly kind: 'tooManyDecimals' }
  | { readonly kind: 'invalid' };

export function parseAmount(text: string): ParsedAmount {
  const match = DECIMAL.exec(text.trim());
  if (!match) return TOO_PRECISE.test(text.trim()) ? { kind: 'tooManyDecimals' } : { kind: 'invalid' };
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(fraction.padEnd(MINOR_DIGITS, '0'));
  return { kind: 'amount', minor: Number(whole) * MINOR_PER_MAJOR + cents, hasCents: cents !== 0 };
}

/**
 * Minor units as a message value, the way a customer types amounts: '10' for whole amounts, '10.50' otherwise.
 * Forms that know the locale and currency show formatted money instead.
 */
export function amountText(minor: number): string {
  const major = minor / MINOR_PER_MAJOR;
  return minor % MINOR_PER_MAJOR === 0 ? String(major) : major.toFixed(MINOR_DIGITS);
}

/** Why a typed amount could not be read: more decimals than cents, or no positive number at all. */
export function unreadableAmountIssue(parsed: Exclude<ParsedAmount, { kind: 'amount' }>): ValidationMessage {
  return validationMessage(parsed.kind === 'tooManyDecimals' ? 'validation.price.decimals' : 'validation.price.positive');
}

/** Every amount, however it was chosen, is a positive whole number of minor units. */
export function amountIssue(minor: number): ValidationMessage | null {
  return Number.isSafeInteger(minor) && minor > 0 ? null : validationMessage('validation.price.positive');
}

/** Spec §5 price rules, in the spec's order: positive, whole numbers, minimum, maximum. */
export function customAmountIssue(minor: number, rule: CustomAmountRule): ValidationMessage | null {
  const invalid = amountIssue(minor);
  if (invalid) return invalid;
  if (rule.wholeNumbersOnly && minor % MINOR_PER_MAJOR !== 0) {
    return validationMessage('validation.price.wholeNumbers', { min: amountText(rule.minimum), max: amountText(rule.maximum) });
  }
  if (minor < rule.minimum) return validationMessage('validation.price.minimum', { minimum: amountText(rule.minimum) });
  if (minor > rule.maximum) return validationMessage('validation.price.maximum', { maximum: amountText(rule.maximum) });
  return null;
}

/** Fixed-value variations accept only one of their listed values. */
export function fixedAmountIssue(minor: number, fixedValues: readonly number[]): ValidationMessage | null {
  const invalid = amountIssue(minor);
  if (invalid) return invalid;
  if (fixedValues.includes(minor)) return null;
  return validationMessage('validation.price.notOffered', { values: fixedValues.map(amountText).join(', ') });
}
