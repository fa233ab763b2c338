import { validationMessage, type ValidationMessage } from './messages.ts';

/** Leading digits as an inclusive range of equally long numbers: 51–55 covers '51' to '55'. */
type PrefixRange = readonly [from: number, to: number];
const single = (prefix: number): PrefixRange => [prefix, prefix];
const lengths = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Payment card brands by leading digits and length. Detection takes the first brand whose prefix and length both
 * match, so the narrow ranges inside wider ones come first: Electron before Visa (4…), and Dankort, Interpayment
 * and Maestro before the brands around them.
 */
const CARD_BRAND_RULES = [
  { brand: 'electron', prefixes: [4026, 417500, 4405, 4508, 4844, 4913, 4917].map(single), lengths: [16] },
  { brand: 'dankort', prefixes: [single(5019)], lengths: [16] },
  { brand: 'interpayment', prefixes: [single(636)], lengths: lengths(16, 19) },
  { brand: 'maestro', prefixes: [...[5018, 5020, 5038, 6304, 6759].map(single), [6761, 6763]], lengths: lengths(12, 19) },
  { brand: 'visa', prefixes: [single(4)], lengths: [13, 16, 19] },
  { brand: 'mastercard', prefixes: [[51, 55], [2221, 2720]], lengths: [16] },
  { brand: 'amex', prefixes: [single(34), single(37)], lengths: [15] },
  { brand: 'diners', prefixes: [[300, 305], single(36), single(38)], lengths: [14] },
  { brand: 'discover', prefixes: [single(6011), [644, 649], single(65)], lengths: [16] },
  { brand: 'jcb', prefixes: [[3528, 3589]], lengths: [16] },
  { brand: 'unionpay', prefixes: [single(62)], lengths: lengths(16, 19) },
] as const satisfies readonly { brand: string; prefixes: readonly PrefixRange[]; lengths: readonly number[] }[];

export type CardBrand = (typeof CARD_BRAND_RULES)[number]['brand'];
export const CARD_BRANDS: readonly CardBrand[] = CARD_BRAND_RULES.map((rule) => rule.brand);

/** Digits only: people type card numbers in groups. */
export function compactCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function startsWithin(digits: string, [from, to]: PrefixRange): boolean {
  const leading = Number(digits.slice(0, String(from).length));
  return leading >= from && leading <= to;
}

/** The brand of a complete card number (prefix and length), or null. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = compactCardNumber(cardNumber);
  if (!/^\d+$/.test(digits)) return null;
  const rule = CARD_BRAND_RULES.find(
    (candidate) =>
      (candidate.lengths as readonly number[]).includes(digits.length) && candidate.prefixes.some((range) => startsWithin(digits, range)),
  );
  return rule?.brand ?? null;
}

/** The Luhn (mod 10) check digit every payment card number ends with. */
export function luhnValid(cardNumber: string): boolean {
  const digits = compactCardNumber(cardNumber);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** A payment card number: there, a real number of a known brand, and a brand the store takes. */
export function paymentCardNumberIssue(cardNumber: string, supportedBrands: readonly CardBrand[]): ValidationMessage | null {
  const digits = compactCardNumber(cardNumber);
  if (digits === '') return validationMessage('validation.cardNumber.required');
  const brand = detectCardBrand(digits);
  if (brand === null || !luhnValid(digits)) return validationMessage('validation.cardNumber.unknown');
  if (!supportedBrands.includes(brand)) return validationMessage('validation.cardNumber.unsupported');
  return null;
}
