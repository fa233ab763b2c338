import { API_ERROR_CODES } from '@shop/graphql';
import { AddGiftcardPackageDocument, PaymentMethodsDocument, PlaceOrderDocument, PlacedOrderDocument } from '@shop/graphql/operations';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { digitalCheckout, plainDigitalVariation, storeUserData } from '../__fixtures__/checkoutInput.ts';

const poland = storeUserData('CBPL');
const ireland = storeUserData('GCSIE');

let stack: CheckoutStack;
beforeAll(async () => {
  stack = await startCheckoutStack({ brandCodes: ['GCSIE', 'CBPL'] });
}, 60_000);
afterAll(() => stack?.close());

const methodKinds = async (userData: typeof poland) =>
  (await stack.api.gql(PaymentMethodsDocument, { userData })).paymentMethods.methods.map((method) => method.kind);

async function placeBlikOrder(userData: typeof poland) {
  const variation = await plainDigitalVariation(stack.api.sql, userData.storeID);
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData,
    orderUuid: null,
    package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
  });
  const order = addGiftcardPackage.order!;
  const checkout = digitalCheckout([order.packagesGroups[0]!.packageId], { method: 'BLIK' });
  const { placeOrder } = await stack.api.gql(PlaceOrderDocument, {
    userData,
    orderUuid: order.uuid,
    idempotencyKey: randomUUID(),
    checkout: { ...checkout, customer: { ...checkout.customer, phoneNumber: '512 345 678' } },
  });
  return { uuid: order.uuid, placeOrder };
}

describe('BLIK', () => {
  it('is offered first in the Polish store, and nowhere paid in another currency', async () => {
    expect((await methodKinds(poland))[0]).toBe('BLIK');
    expect(await methodKinds(ireland)).not.toContain('BLIK');
  });

  it('pays a Polish order: the code on the provider page, then the confirmation in the banking app', async () => {
    const { uuid, placeOrder } = await placeBlikOrder(poland);
    expect(placeOrder.errors).toEqual([]);
    expect(placeOrder.order?.payment).toMatchObject({ method: 'BLIK', status: 'REQUIRES_ACTION', amount: { currency: 'PLN' } });
    const payPage = placeOrder.action!.url!;
    expect(payPage).toContain(`${stack.pspUrl}/pay/`);

    const codeTaken = await fetch(payPage, { method: 'POST', body: new URLSearchParams({ code: '777 123' }), redirect: 'manual' });
    expect(codeTaken.headers.get('location')).toMatch(/\/blik$/);
    const confirmed = await fetch(new URL(codeTaken.headers.get('location')!, payPage), {
      method: 'POST',
      body: new URLSearchParams({ answer: 'confirm' }),
      redirect: 'manual',
    });
    expect(confirmed.headers.get('location')).toContain('resultCode=authorised');

    const deadline = Date.now() + 20_000;
    let order = (await stack.api.gql(PlacedOrderDocument, { userData: poland, uuid })).placedOrder.order!;
    while (order.status !== 'COMPLETED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      order = (await stack.api.gql(PlacedOrderDocument, { userData: poland, uuid })).placedOrder.order!;
    }
    expect(order).toMatchObject({ status: 'COMPLETED', payment: { method: 'BLIK', status: 'AUTHORISED' } });
    const mails = await stack.smtp.waitForMessages(2, 20_000);
    const confirmation = mails.find((mail) => mail.text?.includes(order.number));
    expect(confirmation?.text).toContain('BLIK');
  }, 60_000);

  it('refuses BLIK in a store that does not offer it', async () => {
    const { placeOrder } = await placeBlikOrder(ireland);
    expect(placeOrder).toMatchObject({ order: null, errors: [{ code: API_ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, referencedRequestParameter: 'checkout.payment.method' }] });
  }, 30_000);
});
