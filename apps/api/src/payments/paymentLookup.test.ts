import { AddGiftcardPackageDocument, PlaceOrderDocument, RefreshPaymentDocument } from '@shop/graphql/operations';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { digitalCheckout, plainDigitalVariation } from '../__fixtures__/checkoutInput.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';
import type { PaymentProvider, ProviderMoney, ProviderStatus } from './provider.ts';

const LOOKUP_LIMIT = 3;

/** A provider whose payments stay in `lookupStatus` and that counts how often it is asked about each. */
const lookups = new Map<string, number>();
const amounts = new Map<string, ProviderMoney>();
let lookupStatus: ProviderStatus = 'requires_action';
const provider: PaymentProvider = {
  async createPayment(request) {
    amounts.set(`psp_${request.reference}`, request.amount);
    return { id: `psp_${request.reference}`, reference: request.reference, status: 'requires_action', amount: request.amount, refusalCode: null, action: { kind: 'REDIRECT', url: `https://psp.example/pay/${request.reference}` } };
  },
  async getPayment(id) {
    lookups.set(id, (lookups.get(id) ?? 0) + 1);
    return { id, reference: id.replace(/^psp_/, ''), status: lookupStatus, amount: amounts.get(id) ?? { currency: 'EUR', value: 0 }, refusalCode: null, action: null };
  },
  async cancelPayment() {},
  async refund() {},
  async issuers() {
    return [];
  },
  verifyWebhook: () => ({ ok: false, reason: 'signature' }),
};

let api: TestApi;
let variation: { readonly id: string; readonly amount: number };

beforeAll(async () => {
  api = await startTestApi({
    paymentProvider: provider,
    rateLimits: createRateLimits({ kind: 'memory' }, { ...DEFAULT_RATE_LIMIT_POLICIES, paymentLookup: { limit: LOOKUP_LIMIT, windowSeconds: 600 } }),
  });
  variation = await plainDigitalVariation(api.sql);
}, 90_000);
afterAll(() => api?.close());

/** A placed order waiting for its card payment; returns its uuid. */
async function placedOrder(): Promise<string> {
  lookupStatus = 'requires_action';
  const { addGiftcardPackage } = await api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
  });
  const order = addGiftcardPackage.order!;
  const { placeOrder } = await api.gql(PlaceOrderDocument, {
    userData: IE,
    orderUuid: order.uuid,
    idempotencyKey: randomUUID(),
    checkout: digitalCheckout([order.packagesGroups[0]!.packageId]),
  });
  expect(placeOrder.errors).toEqual([]);
  return order.uuid;
}

const lookupsOf = () => [...lookups.values()].reduce((sum, count) => sum + count, 0);

describe('refreshPayment asks the payment provider', () => {
  it('a limited number of times per order; after that it answers the order as it stands', async () => {
    const orderUuid = await placedOrder();
    const before = lookupsOf();
    for (let call = 0; call < LOOKUP_LIMIT + 3; call += 1) {
      const { refreshPayment } = await api.gql(RefreshPaymentDocument, { userData: IE, orderUuid });
      expect(refreshPayment).toMatchObject({ errors: [], order: { uuid: orderUuid, status: 'PENDING', payment: { status: 'REQUIRES_ACTION' } } });
    }
    expect(lookupsOf() - before).toBe(LOOKUP_LIMIT);

    // The limit is the order's own: another order is looked up as before.
    const other = await placedOrder();
    await api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: other });
    expect(lookupsOf() - before).toBe(LOOKUP_LIMIT + 1);
  });

  it('only while the payment is open: a paid order is answered without asking', async () => {
    const orderUuid = await placedOrder();
    lookupStatus = 'authorised';
    const { refreshPayment } = await api.gql(RefreshPaymentDocument, { userData: IE, orderUuid });
    expect(refreshPayment.order).toMatchObject({ status: 'COMPLETED', payment: { status: 'AUTHORISED' } });
    const before = lookupsOf();
    for (let call = 0; call < 3; call += 1) {
      expect((await api.gql(RefreshPaymentDocument, { userData: IE, orderUuid })).refreshPayment.order).toMatchObject({ status: 'COMPLETED' });
    }
    expect(lookupsOf()).toBe(before);
  });
});
