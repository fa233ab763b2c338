import { describe, expect, it } from 'vitest';
import { emptyAddress, initialShipping, initialYourData, type CheckoutValues } from './form-values.ts';
import { reachableStep, type StepRules } from './step-reach.ts';

const rules: StepRules = {
  context: {
    callingCode: '+353',
    postcode: { label: 'Eircode', example: 'D02 X285', pattern: '^.+$', required: true },
    showKvk: false,
    physicalPackages: 1,
    countryCode: 'IE',
  },
  physicalPackageIds: ['21'],
};

const yourData = {
  ...initialYourData('aoife@example.ie'),
  firstName: 'Aoife',
  lastName: 'Byrne',
  confirmEmail: 'aoife@example.ie',
  phoneNumber: '871234567',
  termsAccepted: true,
};
const home = { ...emptyAddress(), street: 'Main Street', houseNumber: '1', postCode: 'D02 X285', city: 'Dublin' };
const complete: CheckoutValues = {
  yourData,
  shipping: { ...initialShipping([], 1), addresses: [home] },
  payment: { method: '', issuerId: '' },
};

describe('reachableStep', () => {
  it('gives the asked step when every step before it is accepted', () => {
    expect(reachableStep('payment', complete, rules)).toBe('payment');
    expect(reachableStep('shipping', complete, rules)).toBe('shipping');
  });

  it('always reaches the first step', () => {
    expect(reachableStep('yourData', { ...complete, yourData: initialYourData(null) }, rules)).toBe('yourData');
  });

  it('stops at the first step the shared rules refuse', () => {
    const withoutTerms = { ...complete, yourData: { ...yourData, termsAccepted: false } };
    expect(reachableStep('payment', withoutTerms, rules)).toBe('yourData');
    expect(reachableStep('shipping', withoutTerms, rules)).toBe('yourData');
    const withoutAddress = { ...complete, shipping: initialShipping([], 1) };
    expect(reachableStep('payment', withoutAddress, rules)).toBe('shipping');
  });

  it('does not judge the payment choice: nothing comes after it', () => {
    expect(reachableStep('payment', { ...complete, payment: { method: 'INVOICE', issuerId: '' } }, rules)).toBe('payment');
  });
});
