import { AddGiftcardPackageDocument, PaymentMethodsDocument, PlaceOrderDocument } from '@shop/graphql/operations';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { digitalCheckout, plainDigitalVariation, storeUserData } from '../__fixtures__/checkoutInput.ts';

const belgium = storeUserData('GCSBE');
const austria = storeUserData('GCSAT');

let stack: CheckoutStack;
beforeAll(async () => {
  stack = await startCheckoutStack({ brandCodes: ['GCSIE', 'GCSBE', 'GCSAT'] });
}, 60_000);
afterAll(() => stack?.close());

async function bankRedirect(userData: typeof belgium) {
  const { paymentMethods } = await stack.api.gql(PaymentMethodsDocument, { userData });
  return paymentMethods.methods.find((method) => method.kind === 'BANK_REDIRECT');
}

describe('bank redirects follow the store country', () => {
  it('offers Belgian shoppers their own banks, with the card method showing Bancontact', async () => {
    const { paymentMethods } = await stack.api.gql(PaymentMethodsDocument, { userData: belgium });
    expect(paymentMethods.methods.find((method) => method.kind === 'CARD')?.logos).toContain('bancontact');
    const redirect = await bankRedirect(belgium);
    expect(redirect?.logos).toEqual(['kbccbc', 'belfius']);
    expect(redirect?.issuers.map((issuer) => issuer.name)).toEqual(['KBC / CBC', 'Belfius', 'Sandbox Bank']);
  });

  it('offers Austrian shoppers eps with Austrian banks, never the Dutch iDEAL list', async () => {
    const redirect = await bankRedirect(austria);
    expect(redirect?.logos).toEqual(['EPS']);
    expect(redirect?.issuers.map((issuer) => issuer.name)).toEqual(['Erste Bank und Sparkassen', 'UniCredit Bank Austria', 'Sandbox Bank']);
  });

  it('places a Belgian order paid through a Belgian bank and refuses a Dutch bank there', async () => {
    const variation = await plainDigitalVariation(stack.api.sql, belgium.storeID);
    const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
      userData: belgium,
      orderUuid: null,
      package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
    });
    const order = addGiftcardPackage.order!;
    const place = (issuerId: string) => {
      const checkout = digitalCheckout([order.packagesGroups[0]!.packageId], { method: 'BANK_REDIRECT', issuerId });
      return stack.api.gql(PlaceOrderDocument, {
        userData: belgium,
        orderUuid: order.uuid,
        idempotencyKey: randomUUID(),
        checkout: { ...checkout, customer: { ...checkout.customer, phoneNumber: '0470 12 34 56' } },
      });
    };
    expect((await place('ideal_INGBNL2A')).placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 4000, referencedRequestParameter: 'checkout.payment.issuerId' }],
    });
    const placed = (await place('bank_KREDBEBB')).placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.action).toMatchObject({ kind: 'REDIRECT', url: expect.stringContaining(`${stack.pspUrl}/pay/`) });
    // The order keeps the bank by the name the shopper chose it by, for its confirmation and order pages.
    expect(placed.order?.payment).toMatchObject({ method: 'BANK_REDIRECT', bankName: 'KBC / CBC' });
  }, 30_000);
});
