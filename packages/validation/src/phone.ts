import * as z from 'zod/mini';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { optionalText, requiredText } from './private/rule.ts';

/**
 * Spec §5 allows "(6 minus calling-code length) to (11 minus calling-code length)" digits "replacing default 5 to 8".
 * We read that as the subscriber part after a 1–3 digit area or mobile prefix, so a whole national number has
 * between (7 − L) and (14 − L) digits, L being the calling code's digit count: a longer calling code leaves fewer
 * digits for the national number, and together they never pass E.164's 15 digits. Without a calling code the
 * default subscriber range gives 6 to 11 national digits.
 */
const PREFIX_DIGITS = { min: 1, max: 3 } as const;
const SUBSCRIBER_DIGITS_BEFORE_CALLING_CODE = { min: 6, max: 11 } as const;
const DEFAULT_SUBSCRIBER_DIGITS = { min: 5, max: 8 } as const;

/** Punctuation people type to group digits ("+353 (0)87-123.4567"); none of it changes the number. */
const GROUPING = /[\s\-.()]/g;
/**
 * After the calling code or domestically, a leading 0 is the trunk prefix and not part of the number, except in
 * Italy, whose numbers keep their 0 in the international form.
 */
const CALLING_CODES_KEEPING_LEADING_ZERO: ReadonlySet<string> = new Set(['39']);

export function nationalDigitRange(callingCode: string | null): { readonly min: number; readonly max: number } {
  if (callingCode === null) {
    return { min: PREFIX_DIGITS.min + DEFAULT_SUBSCRIBER_DIGITS.min, max: PREFIX_DIGITS.max + DEFAULT_SUBSCRIBER_DIGITS.max };
  }
  const length = callingCodeDigits(callingCode).length;
  return {
    min: PREFIX_DIGITS.min + SUBSCRIBER_DIGITS_BEFORE_CALLING_CODE.min - length,
    max: PREFIX_DIGITS.max + SUBSCRIBER_DIGITS_BEFORE_CALLING_CODE.max - length,
  };
}

/** '+353' and '353' both name Ireland's calling code. */
function callingCodeDigits(callingCode: string): string {
  return callingCode.replace(/^\+/, '');
}

/**
 * The national number of `raw`: written with the store's calling code (`+353…`, `00353…`), with the trunk `0`
 * (`087…`) or without either. A number with another country's calling code is not the store's and gives null.
 */
function nationalNumber(raw: string, callingCode: string | null): string | null {
  const compact = raw.replace(GROUPING, '');
  const code = callingCode === null ? null : callingCodeDigits(callingCode);
  let national = compact;
  if (code !== null && compact.startsWith(`+${code}`)) national = compact.slice(1 + code.length);
  else if (code !== null && compact.startsWith(`00${code}`)) national = compact.slice(2 + code.length);
  if (national.startsWith('0') && !(code !== null && CALLING_CODES_KEEPING_LEADING_ZERO.has(code))) national = national.slice(1);
  if (!/^\d+$/.test(national)) return null;
  const { min, max } = nationalDigitRange(callingCode);
  return national.length >= min && national.length <= max ? national : null;
}

/** The number in E.164 form ('+353871234567'), or null when it is not a valid number of the calling code's country. */
export function normalizePhone(raw: string, callingCode: string): string | null {
  const national = nationalNumber(raw, callingCode);
  return national === null ? null : `+${callingCodeDigits(callingCode)}${national}`;
}

/** Judges a phone number that was given; whether one must be given is the form's choice (see `phoneNumber`). */
export function phoneIssue(raw: string, callingCode: string | null): ValidationMessage | null {
  return nationalNumber(raw, callingCode) === null ? validationMessage('validation.phone.invalid') : null;
}

/** A phone field that must be filled in; the number comes out in E.164 form. */
export function requiredPhoneNumber(callingCode: string) {
  return z.pipe(
    requiredText('validation.phone.required', (text) => phoneIssue(text, callingCode)),
    z.transform((text) => normalizePhone(text, callingCode) ?? text),
  );
}

/** A phone field that may stay empty (null); a number that is given comes out in E.164 form. */
export function optionalPhoneNumber(callingCode: string) {
  return z.pipe(
    optionalText((text) => phoneIssue(text, callingCode)),
    z.transform((text) => (text === null ? null : (normalizePhone(text, callingCode) ?? text))),
  );
}
