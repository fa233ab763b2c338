import { describe, expect, it } from 'vitest';
import { fieldForParameter, firstFieldTarget } from './field-errors.ts';

describe('fieldForParameter', () => {
  it('maps customer, receiver, address and payment parameters to their fields', () => {
    expect(fieldForParameter('checkout.customer.email')).toEqual({ step: 'yourData', path: 'email' });
    expect(fieldForParameter('customer.vatNumber')).toEqual({ step: 'yourData', path: 'vatNumber' });
    expect(fieldForParameter('checkout.digitalReceivers.1.email')).toEqual({ step: 'shipping', path: 'digitalReceivers.1.email' });
    expect(fieldForParameter('checkout.physicalDeliveries.0.address.postCode')).toEqual({ step: 'shipping', path: 'addresses.0.postCode' });
    expect(fieldForParameter('checkout.physicalDeliveries.1.address.addressLine2')).toEqual({ step: 'shipping', path: 'addresses.1.addressLine2' });
    expect(fieldForParameter('checkout.payment.issuerId')).toEqual({ step: 'payment', path: 'issuerId' });
  });

  it('maps nothing it does not know', () => {
    expect(fieldForParameter(null)).toBeNull();
    expect(fieldForParameter('orderUuid')).toBeNull();
    expect(fieldForParameter('checkout.customer.__proto__')).toBeNull();
    expect(fieldForParameter('checkout.physicalDeliveries.x.address.city')).toBeNull();
  });
});

describe('firstFieldTarget', () => {
  it('sends the shopper to the earliest step with an error', () => {
    expect(
      firstFieldTarget([
        { message: 'bad', code: 4000, referencedRequestParameter: 'checkout.payment.method' },
        { message: 'bad', code: 4000, referencedRequestParameter: 'checkout.customer.phoneNumber' },
      ]),
    ).toEqual({ step: 'yourData', path: 'phoneNumber' });
  });
});
