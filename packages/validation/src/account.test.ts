import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordConfirmationIssue, passwordIssue, profileSchema, registerSchema } from './account.ts';
import { sameEmail } from './email.ts';

describe('passwords', () => {
  it('asks for at least 8 characters, counted as the reader sees them', () => {
    expect(passwordIssue('')).toEqual({ id: 'validation.password.required', values: {} });
    expect(passwordIssue('1234567')).toEqual({ id: 'validation.password.tooShort', values: { minimumPasswordLength: 8 } });
    expect(passwordIssue('😀😀😀😀😀😀😀')?.id).toBe('validation.password.tooShort');
    expect(passwordIssue('correct horse')).toBeNull();
    expect(passwordIssue('pässwörd')).toBeNull();
  });

  it('refuses what is not well-formed text and passwords past 256 characters', () => {
    expect(passwordIssue('abcdefgh\uD800')?.id).toBe('validation.password.characters');
    expect(passwordIssue('abcdefgh\u0000')?.id).toBe('validation.password.characters');
    expect(passwordIssue('a'.repeat(257))).toEqual({ id: 'validation.password.tooLong', values: { maximumPasswordLength: 256 } });
  });

  it('asks the confirmation to repeat the password exactly', () => {
    expect(passwordConfirmationIssue('secret-one', '')?.id).toBe('validation.confirmPassword.required');
    expect(passwordConfirmationIssue('secret-one', 'secret-One')?.id).toBe('validation.password.mismatch');
    expect(passwordConfirmationIssue('secret-one', 'secret-one')).toBeNull();
    const parsed = newPasswordSchema().safeParse({ password: 'secret-one', confirmPassword: 'secret-two' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'validation.password.mismatch', path: ['confirmPassword'] });
  });
});

describe('register and profile forms', () => {
  it('judges the register form field by field', () => {
    const parsed = registerSchema().safeParse({ email: 'nope', firstName: ' Ann ', lastName: 'Lee', password: 'short', confirmPassword: 'short' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['validation.email.invalid', 'validation.password.tooShort']);
    const ok = registerSchema().safeParse({ email: 'ann@example.ie', firstName: ' Ann ', lastName: 'Lee', password: 'long enough', confirmPassword: 'long enough' });
    expect(ok.data?.firstName).toBe('Ann');
  });

  it('clears optional profile fields sent empty and judges phone, invoice e-mail and VAT number', () => {
    const schema = profileSchema({ callingCode: '353' });
    expect(schema.safeParse({ phoneNumber: '', invoiceEmail: '', vatNumber: '' }).data).toMatchObject({ phoneNumber: null, invoiceEmail: null, vatNumber: null });
    expect(schema.safeParse({ invoiceEmail: 'x@' }).error?.issues[0]?.message).toBe('validation.email.invalid');
    expect(schema.safeParse({ vatNumber: 'IE<script>' }).error?.issues[0]?.message).toBe('validation.vatNumber.invalid');
    expect(schema.safeParse({ firstName: '' }).error?.issues[0]?.message).toBe('validation.firstName.required');
  });
});

describe('e-mail addresses in one Unicode form', () => {
  it('gives an address typed with a combining accent in its composed form, and compares the two as one', () => {
    const parsed = registerSchema().parse({ email: ' jose\u0301@example.ie ', firstName: 'José', lastName: 'Lee', password: 'long enough', confirmPassword: 'long enough' });
    expect(parsed.email).toBe('jos\u00e9@example.ie');
    expect(profileSchema({ callingCode: '353' }).parse({ invoiceEmail: 'rene\u0301@example.ie' }).invoiceEmail).toBe('ren\u00e9@example.ie');
    expect(profileSchema({ callingCode: '353' }).parse({ invoiceEmail: '' }).invoiceEmail).toBeNull();
    expect(sameEmail('jose\u0301@example.ie', 'JOS\u00c9@example.ie')).toBe(true);
  });
});
