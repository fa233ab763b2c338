import { describe, expect, it } from 'vitest';
import { emptyAddress, initialYourData, toCheckoutInput, type CheckoutValues } from './form-values.ts';

const home = { ...emptyAddress(), street: ' Grafton Street ', houseNumber: '12', postCode: 'd02 x285', city: 'Dublin' };

function valuesWith(address: typeof home, deliveryMode: CheckoutValues['shipping']['deliveryMode'] = 'DEFAULT'): CheckoutValues {
  return {
    yourData: { ...initialYourData('aoife@example.ie'), firstName: 'Aoife', lastName: 'Byrne' },
    shipping: { digitalReceivers: [], deliveryMode, addresses: [address] },
    payment: { method: 'CARD', issuerId: '' },
  };
}

describe('the checkout as the API receives it', () => {
  it("sends the address's further lines as typed, and an empty one as none", () => {
    const input = toCheckoutInput(valuesWith({ ...home, addressLine1: ' Apartment 4 ', addressLine2: '  ' }), ['21'], 'IE', 'https://shop.example/');
    expect(input.physicalDeliveries).toEqual([
      {
        address: {
          firstName: 'Aoife', lastName: 'Byrne', companyName: null, street: 'Grafton Street', houseNumber: '12', suffix: null,
          addressLine1: 'Apartment 4', addressLine2: null, postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE',
        },
      },
    ]);
  });

  it('sends no address for a basket of digital cards only', () => {
    expect(toCheckoutInput(valuesWith(home), [], 'IE', 'https://shop.example/').physicalDeliveries).toEqual([]);
  });
});
