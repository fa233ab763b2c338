import { describe, expect, it } from 'vitest';
import { IRELAND, NETHERLANDS } from './__fixtures__/country-rules.ts';
import { checkoutDetailsSchema } from './checkout.ts';
import { validationErrors } from './errors.ts';
import { shippingSchema } from './shipping.ts';

const address = {
  firstName: 'Aoife', lastName: 'Byrne', street: 'Harcourt Street', houseNumber: '12', postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE',
};
const receiver = { packageId: '31', name: 'Ciarán', email: 'ciaran@example.ie' };

describe('shipping', () => {
  it('takes one address for DEFAULT and SINGLE delivery, without package ids', () => {
    const shipping = shippingSchema(IRELAND).parse({ deliveryMode: 'SINGLE', digitalReceivers: [receiver], physicalDeliveries: [{ address }] });
    expect(shipping.deliveryMode).toBe('SINGLE');
    expect(shipping.physicalDeliveries).toHaveLength(1);
    const twice = shippingSchema(IRELAND).safeParse({ deliveryMode: 'DEFAULT', digitalReceivers: [], physicalDeliveries: [{ address }, { address }] });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['physicalDeliveries', 'validation.delivery.oneAddress']]);
  });

  it('needs the packages of every address when splitting', () => {
    const split = (packageIds: unknown) =>
      shippingSchema(IRELAND).safeParse({ deliveryMode: 'SPLIT', digitalReceivers: [], physicalDeliveries: [{ packageIds, address }] });
    expect(split(['41', '42']).success).toBe(true);
    for (const packageIds of [[], undefined]) {
      expect(split(packageIds).error?.issues[0]).toMatchObject({ path: ['physicalDeliveries', 0, 'packageIds'], message: 'validation.delivery.packagesRequired' });
    }
  });

  it('checks each digital receiver', () => {
    const result = shippingSchema(IRELAND).safeParse({
      deliveryMode: 'DEFAULT', digitalReceivers: [receiver, { packageId: '32', name: '', email: 'nope' }], physicalDeliveries: [],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['digitalReceivers.1.name', 'validation.name.required'],
      ['digitalReceivers.1.email', 'validation.email.invalid'],
    ]);
  });
});

describe('checkout details and their errors', () => {
  const customer = {
    customerType: 'PRIVATE', firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', confirmEmail: 'aoife@example.ie',
    phoneNumber: '+353 87 123 4567', termsAccepted: true,
  };

  it('parses the customer and the shipping together', () => {
    const details = checkoutDetailsSchema(IRELAND).parse({ customer, deliveryMode: 'DEFAULT', digitalReceivers: [receiver], physicalDeliveries: [{ address }] });
    expect(details.customer.phoneNumber).toBe('+353871234567');
    expect(details.digitalReceivers).toEqual([receiver]);
  });

  it('reports each refused field once, as a request parameter, with the message values', () => {
    const result = checkoutDetailsSchema(IRELAND).safeParse({
      customer: { ...customer, firstName: 'x'.repeat(51), confirmEmail: '' },
      deliveryMode: 'DEFAULT',
      digitalReceivers: [],
      physicalDeliveries: [{ address: { ...address, postCode: 'D02X28', street: 'X' } }],
    });
    expect(result.success).toBe(false);
    expect(validationErrors(result.error!, 'checkout')).toEqual([
      { parameter: 'checkout.customer.firstName', message: { id: 'validation.name.tooLong', values: { maximumNameLength: 50 } } },
      { parameter: 'checkout.customer.confirmEmail', message: { id: 'validation.confirmEmail.required', values: {} } },
      { parameter: 'checkout.physicalDeliveries.0.address.street', message: { id: 'validation.street.tooShort', values: { minimumStreetLength: 2 } } },
      { parameter: 'checkout.physicalDeliveries.0.address.postCode', message: { id: 'validation.eircode.invalid', values: {} } },
    ]);
  });

  it('asks to check a value of the wrong type, which no form sends', () => {
    const result = checkoutDetailsSchema(IRELAND).safeParse({ customer, deliveryMode: 'BY_PIGEON', digitalReceivers: [], physicalDeliveries: [] });
    expect(validationErrors(result.error!)).toEqual([{ parameter: 'deliveryMode', message: { id: 'validation.value.invalid', values: {} } }]);
    const wrongType = checkoutDetailsSchema(IRELAND).safeParse({ customer, deliveryMode: 'DEFAULT', digitalReceivers: 'x', physicalDeliveries: [] });
    expect(validationErrors(wrongType.error!)).toEqual([{ parameter: 'digitalReceivers', message: { id: 'validation.value.invalid', values: {} } }]);
  });
  it('names the postcode as the rules of each language call it, though the schemas are built once', () => {
    const dutchAddress = { ...address, postCode: '1012', city: 'Amsterdam', countryCode: 'NL' };
    const postcodeRefusal = (label: string) => {
      const result = checkoutDetailsSchema({ ...NETHERLANDS, postcode: { ...NETHERLANDS.postcode, label } }).safeParse({
        customer: { ...customer, phoneNumber: '+31 6 12345678' }, deliveryMode: 'DEFAULT', digitalReceivers: [], physicalDeliveries: [{ address: dutchAddress }],
      });
      return validationErrors(result.error!, 'checkout').map((refusal) => refusal.message);
    };
    expect(postcodeRefusal('Postcode')).toEqual([{ id: 'validation.postcode.invalid', values: { label: 'Postcode' } }]);
    expect(postcodeRefusal('Code postal')).toEqual([{ id: 'validation.postcode.invalid', values: { label: 'Code postal' } }]);
    expect(checkoutDetailsSchema({ ...IRELAND })).toBe(checkoutDetailsSchema(IRELAND));
  });
});
