import * as z from 'zod/mini';
import type { CountryRules } from './country-rules.ts';
import { optionalEmail, requiredEmail, sameEmail } from './email.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { companyNameIssue, personNameIssue, referenceIssue } from './names.ts';
import { requiredPhoneNumber } from './phone.ts';
import { optionalText, requiredText, ruleCheck } from './private/rule.ts';

export const CUSTOMER_TYPES = ['PRIVATE', 'BUSINESS'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** A Dutch Chamber of Commerce number: eight digits. */
export function kvkNumberIssue(kvkNumber: string): ValidationMessage | null {
  return /^\d{8}$/.test(kvkNumber) ? null : validationMessage('validation.kvkNumber.invalid');
}

function personFields(country: Pick<CountryRules, 'callingCode'>) {
  return {
    firstName: requiredText('validation.firstName.required', personNameIssue),
    lastName: requiredText('validation.lastName.required', personNameIssue),
    email: requiredEmail(),
    confirmEmail: requiredText('validation.confirmEmail.required'),
    phoneNumber: requiredPhoneNumber(country.callingCode),
    termsAccepted: z.literal(true, { error: 'validation.terms.required' }),
  };
}

function businessFields(country: Pick<CountryRules, 'hasKvk'>) {
  return {
    companyName: requiredText('validation.companyName.required', companyNameIssue),
    vatNumber: requiredText('validation.vatNumber.required'),
    referenceNumber: optionalText(referenceIssue),
    // Where the country has no such register, whatever is sent is dropped rather than stored.
    kvkNumber: country.hasKvk ? optionalText(kvkNumberIssue) : z.pipe(optionalText(), z.transform((): string | null => null)),
    /** Where the invoice goes; `billingEmail` falls back to `email`. */
    invoiceEmail: optionalEmail(),
  };
}

interface EmailAndConfirmation {
  readonly email: string;
  readonly confirmEmail: string;
}

const hasEmailAndConfirmation = (value: unknown): value is EmailAndConfirmation =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).email === 'string' &&
  typeof (value as Record<string, unknown>).confirmEmail === 'string';

/** An empty confirmation already has its own message; a mismatch is said with the form's other problems, not after them. */
const emailsMatch = ruleCheck(
  (customer: EmailAndConfirmation) =>
    customer.confirmEmail.trim() === '' || sameEmail(customer.email, customer.confirmEmail) ? null : validationMessage('validation.email.mismatch'),
  ['confirmEmail'],
  { judgeable: hasEmailAndConfirmation },
);

/**
 * The checkout's "Your data" step. Business customers add their company's details; private customers' answers to
 * those fields are dropped, so the output's type says which details exist.
 */
export function customerSchema(country: Pick<CountryRules, 'callingCode' | 'hasKvk'>) {
  const person = personFields(country);
  return z
    .discriminatedUnion(
      'customerType',
      [
        z.object({ customerType: z.literal('PRIVATE'), ...person }),
        z.object({ customerType: z.literal('BUSINESS'), ...person, ...businessFields(country) }),
      ],
      { error: 'validation.customerType.required' },
    )
    .check(emailsMatch);
}

export type Customer = z.output<ReturnType<typeof customerSchema>>;
export type CustomerFormValues = z.input<ReturnType<typeof customerSchema>>;

/** Where the invoice and order e-mails go. */
export function billingEmail(customer: Customer): string {
  return customer.customerType === 'BUSINESS' ? (customer.invoiceEmail ?? customer.email) : customer.email;
}
