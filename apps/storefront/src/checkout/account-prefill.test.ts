import { describe, expect, it } from 'vitest';
import { accountPrefill, prefilledShipping, prefilledYourData } from './account-prefill.ts';

const profile = { firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', invoiceEmail: null, phoneNumber: '+353871234567', vatNumber: null };
const entry = (id: string, firstName: string, countryCode = 'IE') => ({
  id, firstName, lastName: 'Byrne', companyName: null, street: 'Main Street', houseNumber: '12', suffix: null,
  addressLine1: null as string | null, addressLine2: null as string | null, postCode: 'D02 X285', city: 'Dublin', countryCode,
});

describe('checkout prefill for a logged-in customer', () => {
  it("starts 'Your data' with the profile, the e-mail already confirmed", () => {
    const yourData = prefilledYourData(accountPrefill(profile, [], 'IE'), 'typed@example.ie');
    expect(yourData).toMatchObject({ firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', confirmEmail: 'aoife@example.ie', phoneNumber: '+353871234567', invoiceEmail: '' });
    expect(yourData.termsAccepted).toBe(false);
  });

  it('keeps the guest start without an account', () => {
    expect(prefilledYourData(null, 'typed@example.ie')).toMatchObject({ firstName: '', email: 'typed@example.ie', confirmEmail: '' });
  });

  it("sends physical cards to the address book's first address in the store's country", () => {
    const prefill = accountPrefill(profile, [entry('1', 'Sean', 'NL'), entry('2', 'Aoife')], 'IE');
    const shipping = prefilledShipping(prefill, ['digital-1'], 1);
    expect(shipping.deliveryMode).toBe('DEFAULT');
    expect(shipping.addresses).toEqual([expect.objectContaining({ firstName: 'Aoife', street: 'Main Street', postCode: 'D02 X285' })]);
  });

  it("keeps the address's further lines, so a checkout from the address book prints them on the label", () => {
    const prefill = accountPrefill(profile, [{ ...entry('1', 'Aoife'), addressLine1: 'Apartment 4' }], 'IE');
    expect(prefill.address).toMatchObject({ street: 'Main Street', addressLine1: 'Apartment 4', addressLine2: '' });
  });

  it('sends them to the person the address names when it is not the customer', () => {
    const shipping = prefilledShipping(accountPrefill(profile, [entry('1', 'Sean')], 'IE'), [], 2);
    expect(shipping.deliveryMode).toBe('SINGLE');
    expect(shipping.addresses[0]?.firstName).toBe('Sean');
  });

  it('asks for no address when there are no physical cards or no address', () => {
    expect(prefilledShipping(accountPrefill(profile, [entry('1', 'Aoife')], 'IE'), ['d'], 0).addresses).toEqual([]);
    expect(prefilledShipping(accountPrefill(profile, [], 'IE'), [], 1).addresses[0]?.street).toBe('');
  });
});
