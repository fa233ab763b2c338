import { AddGiftcardPackageDocument, PaymentMethodsDocument, PlaceOrderDocument, PlacedOrderDocument, RefreshPaymentDocument, RetryPaymentDocument } from '@shop/graphql/operations';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { digitalCheckout, plainDigitalVariation } from '../__fixtures__/checkoutInput.ts';
import { ProviderRequestError, ProviderUnavailableError, type CreatePaymentRequest, type PaymentProvider } from './provider.ts';

let issuersDown = false;
let noBanks = false;
let lookupsRefused = false;

/** A provider that refuses the request to start a payment (a 4xx) for the references it is told to, and starts any other. */
const refusedReferences = new Set<string>();
const provider: PaymentProvider = {
  async createPayment(request: CreatePaymentRequest) {
    if (refusedReferences.has(request.reference)) throw new ProviderRequestError('returnUrl is too long', 400, 'invalid_request');
    return { id: `psp_${request.reference}`, reference: request.reference, status: 'requires_action', amount: request.amount, refusalCode: null, action: { kind: 'REDIRECT', url: `https://psp.example/pay/${request.reference}` } };
  },
  async getPayment(id) {
    if (lookupsRefused) throw new ProviderRequestError(`No payment ${id}.`, 404, 'not_found');
    return { id, reference: id.replace(/^psp_/, ''), status: 'requires_action', amount: { currency: 'EUR', value: 2500 }, refusalCode: null, action: null };
  },
  async cancelPayment() {},
  async refund() {},
  async issuers() {
    if (issuersDown) throw new ProviderUnavailableError('payment service unreachable: connect ECONNREFUSED');
    return noBanks ? [] : [{ id: 'bank_SANDBOX', name: 'Sandbox Bank' }];
  },
  verifyWebhook: () => ({ ok: false, reason: 'signature' }),
};

let api: TestApi;
let variation: { readonly id: string; readonly amount: number };

beforeAll(async () => {
  api = await startTestApi({ paymentProvider: provider });
  variation = await plainDigitalVariation(api.sql);
}, 90_000);
afterAll(() => api?.close());

describe('the provider refuses to start a payment', () => {
  it('ends that attempt, so the shopper can try again or pay another way instead of waiting for the order to expire', async () => {
    const { addGiftcardPackage } = await api.gql(AddGiftcardPackageDocument, {
      userData: IE,
      orderUuid: null,
      package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
    });
    const order = addGiftcardPackage.order!;
    // The payment row is made while placing; the provider is told to refuse whatever reference it gets first.
    const create = provider.createPayment.bind(provider);
    const spy = vi.spyOn(provider, 'createPayment').mockImplementationOnce(async (request) => {
      refusedReferences.add(request.reference);
      return create(request);
    });
    const { placeOrder } = await api.gql(PlaceOrderDocument, {
      userData: IE,
      orderUuid: order.uuid,
      idempotencyKey: randomUUID(),
      checkout: digitalCheckout([order.packagesGroups[0]!.packageId]),
    });
    spy.mockRestore();
    expect(placeOrder.errors).toMatchObject([{ code: 5001, referencedRequestParameter: 'payment' }]);
    // The order was placed all the same: the answer says so, with the ended attempt, so the shopper can pay it again.
    expect(placeOrder.order).toMatchObject({ uuid: order.uuid, status: 'PENDING', payment: { attempt: 1, status: 'CANCELED' } });
    expect(placeOrder.action).toBeNull();
    const placed = (await api.gql(PlacedOrderDocument, { userData: IE, uuid: order.uuid })).placedOrder.order;
    expect(placed).toMatchObject({ status: 'PENDING', payment: { attempt: 1, status: 'CANCELED' } });

    const retry = await api.gql(RetryPaymentDocument, {
      userData: IE,
      orderUuid: order.uuid,
      idempotencyKey: randomUUID(),
      payment: { method: 'CARD' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/',
    });
    expect(retry.retryPayment.errors).toEqual([]);
    expect(retry.retryPayment.order?.payment).toMatchObject({ attempt: 2, status: 'REQUIRES_ACTION' });
    expect(retry.retryPayment.action).toMatchObject({ kind: 'REDIRECT' });

    // The return page asks for news the provider will not give (it does not know the payment): the order as it stands.
    lookupsRefused = true;
    try {
      const { refreshPayment } = await api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: order.uuid });
      expect(refreshPayment).toMatchObject({ errors: [], order: { status: 'PENDING', payment: { attempt: 2, status: 'REQUIRES_ACTION' } } });
    } finally {
      lookupsRefused = false;
    }
  });
});

describe('the provider has no bank for the store country', () => {
  it('leaves the bank redirect out of the payment methods, so nobody chooses a method with no bank to choose', async () => {
    const kinds = async () => (await api.gql(PaymentMethodsDocument, { userData: api.nlUserData })).paymentMethods.methods.map((method) => method.kind);
    expect(await kinds()).toContain('BANK_REDIRECT');
    noBanks = true;
    try {
      const offered = await kinds();
      expect(offered).not.toContain('BANK_REDIRECT');
      expect(offered).toContain('CARD');
    } finally {
      noBanks = false;
    }
  });
});

describe('the provider cannot be reached', () => {
  it('answers the payment methods with 5002 instead of failing with 5000', async () => {
    const nl = api.nlUserData;
    expect((await api.gql(PaymentMethodsDocument, { userData: nl })).paymentMethods.methods.find((method) => method.kind === 'BANK_REDIRECT')?.issuers).toEqual([
      { id: 'bank_SANDBOX', name: 'Sandbox Bank' },
    ]);
    issuersDown = true;
    try {
      const { paymentMethods } = await api.gql(PaymentMethodsDocument, { userData: nl });
      expect(paymentMethods).toMatchObject({ methods: [], errors: [{ code: 5002, referencedRequestParameter: 'payment' }] });
    } finally {
      issuersDown = false;
    }
  });
});
