import * as z from 'zod/mini';
import { MAXIMUM_EMAIL_LENGTH } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { optionalText, requiredText } from './private/rule.ts';

const MAXIMUM_LOCAL_PART_LENGTH = 64;
// What a mail server will take from a shop's form: no spaces, quotes or brackets in the local part, and a domain of
// letter-or-digit labels (any script, for internationalised domains, with the combining marks scripts such as
// Devanagari write vowels with) ending in an alphabetic top-level label.
const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/u;
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]{1,62}$/u;

/**
 * Judged in the form the address is kept and sent in (`normalizeEmail`): composing can lengthen it (U+0958 is two
 * characters in NFC), and an address that passed as typed must not outgrow a mail server's or a provider's limit.
 */
export function isEmailAddress(text: string): boolean {
  const address = normalizeEmail(text);
  if (address.length > MAXIMUM_EMAIL_LENGTH) return false;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at < 1 || local.length > MAXIMUM_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return DOMAIN.test(domain);
}

export function emailIssue(text: string): ValidationMessage | null {
  return isEmailAddress(text) ? null : validationMessage('validation.email.invalid');
}

/**
 * An address as one form of Unicode (NFC, as RFC 6530 asks): 'josé' typed as 'e' + U+0301 and as 'é' look the same
 * and are one address, so they must not make two accounts or miss each other at log in.
 */
export function normalizeEmail(text: string): string {
  return text.trim().normalize('NFC');
}

/** A required e-mail field: trimmed, judged and given in NFC. */
export function requiredEmail() {
  return z.pipe(requiredText('validation.email.required', emailIssue), z.transform(normalizeEmail));
}

/** An optional e-mail field: trimmed and judged when there, in NFC, or null. */
export function optionalEmail() {
  return z.pipe(optionalText(emailIssue), z.transform((text: string | null) => (text === null ? null : normalizeEmail(text))));
}

/** Mailboxes ignore the case of the domain and, in practice, of the local part too. */
export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a).toLowerCase() === normalizeEmail(b).toLowerCase();
}
