import * as z from 'zod/mini';
import type { CountryRules } from './country-rules.ts';
import { optionalEmail, requiredEmail } from './email.ts';
import { MAXIMUM_PASSWORD_LENGTH, MINIMUM_PASSWORD_LENGTH } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { personNameIssue } from './names.ts';
import { phoneIssue } from './phone.ts';
import { optionalText, requiredText, ruleCheck } from './private/rule.ts';

/** Half of a UTF-16 pair without its other half: text that cannot be written as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Counted as the reader sees characters. */
const lengthOf = (text: string) => [...text].length;

/**
 * A new password (spec §5): at least 8 characters, only well-formed UTF-8 (no lone surrogates, no control characters),
 * and not so long that hashing it becomes a way to tie up the server. Spaces count: a pass phrase is welcome.
 */
export function passwordIssue(password: string): ValidationMessage | null {
  if (password === '') return validationMessage('validation.password.required');
  if (LONE_SURROGATE.test(password) || /\p{Cc}/u.test(password)) return validationMessage('validation.password.characters');
  if (lengthOf(password) < MINIMUM_PASSWORD_LENGTH) return validationMessage('validation.password.tooShort', { minimumPasswordLength: MINIMUM_PASSWORD_LENGTH });
  if (lengthOf(password) > MAXIMUM_PASSWORD_LENGTH) return validationMessage('validation.password.tooLong', { maximumPasswordLength: MAXIMUM_PASSWORD_LENGTH });
  return null;
}

/** The repeated password of a form; an empty one has its own required message. */
export function passwordConfirmationIssue(password: string, confirmPassword: string): ValidationMessage | null {
  if (confirmPassword === '') return validationMessage('validation.confirmPassword.required');
  return password === confirmPassword ? null : validationMessage('validation.password.mismatch');
}

/** A VAT number as customers type it: letters, digits, spaces, dots and dashes, at most 20 significant characters. */
export function vatNumberIssue(vatNumber: string): ValidationMessage | null {
  return /^[A-Za-z0-9 .-]+$/.test(vatNumber) && vatNumber.replace(/[ .-]/g, '').length <= 20 ? null : validationMessage('validation.vatNumber.invalid');
}

/** A password field: kept exactly as typed (never trimmed), judged by `passwordIssue`. */
const passwordField = () => z.string({ error: 'validation.password.required' }).check(ruleCheck(passwordIssue));

const passwordsMatch = ruleCheck(
  (form: { readonly password: string; readonly confirmPassword: string }) => passwordConfirmationIssue(form.password, form.confirmPassword),
  ['confirmPassword'],
);

/** The register page (`/account/register/`). */
export function registerSchema() {
  return z
    .object({
      email: requiredEmail(),
      firstName: requiredText('validation.firstName.required', personNameIssue),
      lastName: requiredText('validation.lastName.required', personNameIssue),
      password: passwordField(),
      confirmPassword: z.string({ error: 'validation.confirmPassword.required' }),
      subscribed: z.optional(z.boolean()),
    })
    .check(passwordsMatch);
}

/** The new password page (reset link) and, with the current password, the change password form. */
export function newPasswordSchema() {
  return z.object({ password: passwordField(), confirmPassword: z.string({ error: 'validation.confirmPassword.required' }) }).check(passwordsMatch);
}

/**
 * The account's details page (`/account/data/`): only the fields sent are judged; optional ones come back as trimmed
 * text or null (cleared).
 */
export function profileSchema(country: Pick<CountryRules, 'callingCode'>) {
  return z.object({
    firstName: z.optional(requiredText('validation.firstName.required', personNameIssue)),
    lastName: z.optional(requiredText('validation.lastName.required', personNameIssue)),
    phoneNumber: optionalText((phone) => phoneIssue(phone, country.callingCode)),
    invoiceEmail: optionalEmail(),
    vatNumber: optionalText(vatNumberIssue),
    subscribed: z.optional(z.nullable(z.boolean())),
  });
}

export type RegisterFormValues = z.input<ReturnType<typeof registerSchema>>;
export type ProfileFormValues = z.input<ReturnType<typeof profileSchema>>;
