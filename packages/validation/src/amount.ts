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
/** A number of ten digits or more before any decimals: beyond every store's maximum. */
const TOO_LARGE = /^\d{10,}(?:[.,]\d*)?$/;

/**
 * Keyboards set to Arabic (the Emirates' stores) or a Japanese input method type their own digits: Arabic-Indic,
 * Eastern Arabic-Indic and full-width ones are read as the digits they are, the Arabic decimal separator as a dot.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10] as const;
const ARABIC_DECIMAL_SEPARATOR = '\u066b';

function withAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b]/gu, (character) => {
    if (character === ARABIC_DECIMAL_SEPARATOR) return '.';
    const code = character.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((first) => code >= first && code <= first + 9) ?? code;
    return String(code - zero);
  });
}

export type ParsedAmount =
  | { readonly kind: 'amount'; readonly minor: number; readonly hasCents: boolean }
  | { readonly kind: 'tooManyDecimals' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'invalid' };

export function parseAmount(typed: string): ParsedAmount {
  const text = withAsciiDigits(typed.trim());
  const match = DECIMAL.exec(text);
  if (!match) {
    if (TOO_PRECISE.test(text)) return { kind: 'tooManyDecimals' };
    return TOO_LARGE.test(text) ? { kind: 'tooLarge' } : { kind: 'invalid' };
  }
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

/**
 * Why a typed amount could not be taken, told as the rule it breaks: more decimals than the product allows (none for a
 * product of whole amounts), more than its maximum, or no positive number at all. Without a rule (an amount that must
 * match a card's), a number too large to read is no amount either.
 */
export function unreadableAmountIssue(parsed: Exclude<ParsedAmount, { kind: 'amount' }>, rule: CustomAmountRule | null): ValidationMessage {
  switch (parsed.kind) {
    case 'tooManyDecimals':
      return rule?.wholeNumbersOnly ? wholeNumbersIssue(rule) : validationMessage('validation.price.decimals');
    case 'tooLarge':
      return rule ? validationMessage('validation.price.maximum', { maximum: amountText(rule.maximum) }) : validationMessage('validation.price.positive');
    case 'invalid':
      return validationMessage('validation.price.positive');
  }
}

function wholeNumbersIssue(rule: CustomAmountRule): ValidationMessage {
  return validationMessage('validation.price.wholeNumbers', { min: amountText(rule.minimum), max: amountText(rule.maximum) });
}

/** Every amount, however it was chosen, is a positive whole number of minor units. */
export function amountIssue(minor: number): ValidationMessage | null {
  return Number.isSafeInteger(minor) && minor > 0 ? null : validationMessage('validation.price.positive');
}

/** Spec §5 price rules, in the spec's order: positive, whole numbers, minimum, maximum. */
export function customAmountIssue(minor: number, rule: CustomAmountRule): ValidationMessage | null {
  const invalid = amountIssue(minor);
  if (invalid) return invalid;
  if (rule.wholeNumbersOnly && minor % MINOR_PER_MAJOR !== 0) return wholeNumbersIssue(rule);
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
