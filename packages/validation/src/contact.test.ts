import { describe, expect, it } from 'vitest';
import { IRELAND, NETHERLANDS } from './__fixtures__/country-rules.ts';
import { billingEmail, customerSchema } from './contact.ts';

const person = {
  firstName: ' Aoife ', lastName: 'Byrne', email: 'aoife@example.ie', confirmEmail: 'Aoife@Example.ie', phoneNumber: '087 123 4567',
  termsAccepted: true,
};
const company = { companyName: 'Byrne Gifts Ltd', vatNumber: 'IE1234567T' };

const errors = (input: Record<string, unknown>, country = IRELAND) =>
  Object.fromEntries(customerSchema(country).safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

describe('checkout customer data', () => {
  it('accepts a private customer, trimmed, with the phone number in E.164 form, dropping business answers', () => {
    expect(customerSchema(IRELAND).parse({ customerType: 'PRIVATE', ...person, ...company })).toEqual({
      customerType: 'PRIVATE', ...person, firstName: 'Aoife', phoneNumber: '+353871234567',
    });
  });

  it('names every missing field of a private customer', () => {
    expect(errors({ customerType: 'PRIVATE', firstName: '', lastName: '', email: '', confirmEmail: '', phoneNumber: '', termsAccepted: false })).toEqual({
      firstName: 'validation.firstName.required', lastName: 'validation.lastName.required', email: 'validation.email.required',
      confirmEmail: 'validation.confirmEmail.required', phoneNumber: 'validation.phone.required', termsAccepted: 'validation.terms.required',
    });
  });

  it('asks whether the customer is private or business', () => {
    expect(errors({ ...person })).toEqual({ customerType: 'validation.customerType.required' });
  });

  it('checks the e-mail, its confirmation, the name length and the phone number', () => {
    expect(errors({ customerType: 'PRIVATE', ...person, email: 'aoife@', confirmEmail: 'aoife@example.ie' })).toEqual({
      email: 'validation.email.invalid', confirmEmail: 'validation.email.mismatch',
    });
    expect(errors({ customerType: 'PRIVATE', ...person, confirmEmail: 'aoife@example.com' })).toEqual({ confirmEmail: 'validation.email.mismatch' });
    // Said with the other problems at once, not in a second round once those are mended.
    expect(errors({ customerType: 'PRIVATE', ...person, confirmEmail: 'aoife@example.com', phoneNumber: '12', termsAccepted: false })).toEqual({
      confirmEmail: 'validation.email.mismatch', phoneNumber: 'validation.phone.invalid', termsAccepted: 'validation.terms.required',
    });
    expect(errors({ customerType: 'BUSINESS', ...person, confirmEmail: 'aoife@example.com' })).toEqual({
      companyName: 'validation.companyName.required', vatNumber: 'validation.vatNumber.required', confirmEmail: 'validation.email.mismatch',
    });
    expect(errors({ customerType: 'PRIVATE', ...person, lastName: 'x'.repeat(51), phoneNumber: '+44 20 7946 0958' })).toEqual({
      lastName: 'validation.name.tooLong', phoneNumber: 'validation.phone.invalid',
    });
  });

  it('requires the company name and VAT number of a business customer', () => {
    expect(errors({ customerType: 'BUSINESS', ...person })).toEqual({
      companyName: 'validation.companyName.required', vatNumber: 'validation.vatNumber.required',
    });
    expect(errors({ customerType: 'BUSINESS', ...person, ...company, referenceNumber: 'r'.repeat(51), invoiceEmail: 'accounts@' })).toEqual({
      referenceNumber: 'validation.reference.tooLong', invoiceEmail: 'validation.email.invalid',
    });
  });

  it('takes a KvK number of eight digits where the country has one, and drops it elsewhere', () => {
    const dutch = { customerType: 'BUSINESS', ...person, phoneNumber: '06 12345678', ...company, kvkNumber: '12345678' };
    expect(customerSchema(NETHERLANDS).parse(dutch)).toMatchObject({ kvkNumber: '12345678', phoneNumber: '+31612345678' });
    expect(errors({ ...dutch, kvkNumber: '1234567' }, NETHERLANDS)).toEqual({ kvkNumber: 'validation.kvkNumber.invalid' });
    expect(customerSchema(NETHERLANDS).parse({ ...dutch, kvkNumber: '' })).toMatchObject({ kvkNumber: null });
    expect(customerSchema(IRELAND).parse({ ...dutch, phoneNumber: person.phoneNumber, kvkNumber: 'anything' })).toMatchObject({ kvkNumber: null });
  });

  it('sends the invoice to the invoice e-mail, falling back to the e-mail', () => {
    const business = (invoiceEmail: string) =>
      customerSchema(IRELAND).parse({ customerType: 'BUSINESS', ...person, ...company, invoiceEmail });
    expect(billingEmail(business('accounts@byrne.ie'))).toBe('accounts@byrne.ie');
    expect(billingEmail(business(''))).toBe('aoife@example.ie');
    expect(billingEmail(customerSchema(IRELAND).parse({ customerType: 'PRIVATE', ...person }))).toBe('aoife@example.ie');
  });
});
