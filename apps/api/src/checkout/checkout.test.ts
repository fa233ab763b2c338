import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddGiftcardPackageDocument,
  PlaceOrderDocument,
  PlacedOrderDocument,
  RefreshPaymentDocument,
  RetryPaymentDocument,
  type CheckoutInput,
  type PlaceOrderMutation,
} from '@shop/graphql/operations';
import { randomUUID } from 'node:crypto';
import { SANDBOX, startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { signWebhookBody } from '../payments/webhookSignature.ts';
import { MAX_PAYMENT_ATTEMPTS_PER_ORDER } from './retryPayment.ts';

let stack: CheckoutStack;
let digitalVariation: { id: string; amount: number };
let physicalVariation: { id: string; amount: number };

beforeAll(async () => {
  stack = await startCheckoutStack();
  const plain = `p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND NOT p.requires_registered_shipping
    AND cardinality(pv.fixed_values_minor) > 0 AND p.store_id = 70`;
  const pick = async (type: string) => {
    const [row] = await stack.api.sql.query<{ id: string; amount: number }>(
      `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
       WHERE ${plain} AND pv.variation_type = $1 ORDER BY p.position LIMIT 1`,
      [type],
    );
    return row!;
  };
  digitalVariation = await pick('digital');
  physicalVariation = await pick('physical');
}, 60_000);
afterAll(() => stack?.close());

async function cartWith(variation: { id: string; amount: number }, quantity = 1): Promise<{ uuid: string; packageId: string }> {
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: variation.id, amount: variation.amount, quantity, personalMessage: { text: 'Happy birthday, Róisín!' } },
  });
  const order = addGiftcardPackage.order!;
  return { uuid: order.uuid, packageId: order.packagesGroups[0]!.packageId };
}

const customer = {
  customerType: 'PRIVATE' as const,
  firstName: 'Aoife',
  lastName: 'Byrne',
  email: 'aoife@example.ie',
  confirmEmail: 'aoife@example.ie',
  phoneNumber: '087 123 4567',
  termsAccepted: true,
};

function digitalCheckout(packageId: string, method: CheckoutInput['payment']['method'] = 'CARD'): CheckoutInput {
  return {
    customer,
    digitalReceivers: [{ packageId, name: 'Ciara Byrne', email: 'ciara@example.ie' }],
    deliveryMode: 'DEFAULT',
    physicalDeliveries: [],
    payment: { method },
    returnUrl: 'http://localhost:3000/checkout/process-payment/?order=x',
  };
}

async function place(orderUuid: string, checkout: CheckoutInput, key = randomUUID()): Promise<PlaceOrderMutation['placeOrder']> {
  return (await stack.api.gql(PlaceOrderDocument, { userData: IE, orderUuid, idempotencyKey: key, checkout })).placeOrder;
}

/** What the shopper does on the provider's card page. */
async function payByCard(actionUrl: string, number: string): Promise<Response> {
  const form = new URLSearchParams({ holderName: 'Aoife Byrne', number, expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvc: '123' });
  return fetch(actionUrl, { method: 'POST', body: form, redirect: 'manual' });
}

async function orderState(uuid: string) {
  return (await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid })).placedOrder.order!;
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await stack.api.sql.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

describe('a guest buys a digital gift card', () => {
  it('pays by card on the provider page; the webhook completes the order; the receiver gets number and PIN', async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId));
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'PENDING', number: expect.stringMatching(/^70-\d{7}$/), payment: { status: 'REQUIRES_ACTION', method: 'CARD' } });
    expect(placed.action).toMatchObject({ kind: 'REDIRECT', url: expect.stringContaining(`${stack.pspUrl}/pay/`) });

    const back = await payByCard(placed.action!.url!, '4111 1111 1111 1111');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain('resultCode=authorised');

    const done = await eventually(() => orderState(cart.uuid), (order) => order.status === 'COMPLETED');
    expect(done).toMatchObject({ status: 'COMPLETED', payment: { status: 'AUTHORISED', action: null } });
    expect(done.shipments[0]).toMatchObject({ tag: 'DIGITAL', promisedBy: expect.any(String), packages: [{ receiver: { name: 'Ciara Byrne', email: 'ciara@example.ie' }, message: 'Happy birthday, Róisín!' }] });

    const mails = await stack.smtp.waitForMessages(2, 20_000);
    const cardMail = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes('ciara@example.ie'));
    const confirmation = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes('aoife@example.ie'));
    expect(confirmation?.text).toContain(done.number);
    const [card] = await stack.api.sql.query<{ number: string; balance: number }>(
      `SELECT c.number, (SELECT sum(amount_minor) FROM card_ledger l WHERE l.card_id = c.id)::int AS balance FROM gift_cards c WHERE c.order_id = $1`,
      [cart.uuid],
    );
    expect(card?.balance).toBe(digitalVariation.amount);
    expect(cardMail?.text?.replace(/\s/g, '')).toContain(card!.number);
    expect(cardMail?.text).toMatch(/\b\d{6}\b/);
  }, 60_000);

  it("links the order's e-mails to the storefront it was placed on, not to another sharing the API", async () => {
    // The stack's configured storefront is http://localhost:3000; this order is placed on a second local storefront.
    const placedOn = 'http://localhost:3105';
    const cart = await cartWith(digitalVariation);
    const checkout = digitalCheckout(cart.packageId);
    const placed = await place(cart.uuid, {
      ...checkout,
      customer: { ...customer, email: 'orla@example.ie', confirmEmail: 'orla@example.ie' },
      digitalReceivers: [{ packageId: cart.packageId, name: 'Seán Byrne', email: 'sean@example.ie' }],
      returnUrl: `${placedOn}/checkout/process-payment/?order=${cart.uuid}`,
    });
    expect(placed.errors).toEqual([]);
    await payByCard(placed.action!.url!, '4111 1111 1111 1111');
    const sentTo = (address: string) => stack.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(address));
    const [confirmation] = await eventually(async () => sentTo('orla@example.ie'), (found) => found.length > 0);
    const [cardMail] = await eventually(async () => sentTo('sean@example.ie'), (found) => found.length > 0);
    expect(confirmation?.text).toContain(`${placedOn}/checkout/${cart.uuid}/`);
    for (const mail of [confirmation, cardMail]) {
      expect(mail?.text).toContain(`${placedOn}/`);
      expect(mail?.text).not.toContain('http://localhost:3000');
    }
  }, 60_000);

  it('never lets a card number reach our database or logs', async () => {
    const tables = await stack.api.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables) {
      const rows = await count(`SELECT count(*)::int AS n FROM "${table}" t WHERE t::text LIKE '%4111111111111111%' OR t::text LIKE '%4111 1111%'`);
      expect(rows, table).toBe(0);
    }
    expect(stack.logs.join('\n')).not.toMatch(/4111\s?1111\s?1111\s?1111/);
  });
});

describe('placing exactly once', () => {
  it('20 concurrent placeOrder calls with one key make one order and one charge', async () => {
    const cart = await cartWith(digitalVariation);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(cart.uuid, digitalCheckout(cart.packageId), key)));
    expect(results.every((result) => result.errors.length === 0)).toBe(true);
    expect(new Set(results.map((result) => result.action?.url)).size).toBe(1);
    expect(new Set(results.map((result) => result.order?.number)).size).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(1);
    // One provider payment: every answer sends the shopper to the same hosted page, and the provider has one payment.
    const [payment] = await stack.api.sql.query<{ ref: string; amount: number }>(
      `SELECT provider_reference AS ref, amount_minor::int AS amount FROM payments WHERE order_id = $1`,
      [cart.uuid],
    );
    expect(results[0]?.action?.url).toBe(`${stack.pspUrl}/pay/${payment!.ref}`);
  }, 60_000);

  it('refuses the same key with another checkout, and a second key on a placed basket', async () => {
    const cart = await cartWith(digitalVariation);
    const key = randomUUID();
    expect((await place(cart.uuid, digitalCheckout(cart.packageId), key)).errors).toEqual([]);
    const changed = digitalCheckout(cart.packageId);
    const other = await place(cart.uuid, { ...changed, customer: { ...customer, firstName: 'Niamh' } }, key);
    expect(other.errors[0]).toMatchObject({ code: 4007, referencedRequestParameter: 'idempotencyKey' });
    const secondTab = await place(cart.uuid, digitalCheckout(cart.packageId));
    expect(secondTab.errors[0]).toMatchObject({ code: 4007, referencedRequestParameter: 'orderUuid' });
  }, 30_000);

  it('two baskets racing for the last card: one order wins, the other gets 2031 and nothing changes for it', async () => {
    const [product] = await stack.api.sql.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN product_variations pv ON pv.product_id = p.id WHERE pv.id = $1`,
      [Number(digitalVariation.id)],
    );
    const first = await cartWith(digitalVariation);
    const second = await cartWith(digitalVariation);
    await stack.api.sql.query(`UPDATE products SET stock = 1 WHERE id = $1`, [product!.id]);
    try {
      const results = await Promise.all([first, second].map((cart) => place(cart.uuid, digitalCheckout(cart.packageId))));
      const codes = results.map((result) => result.errors[0]?.code ?? 'ok').sort();
      expect(codes).toEqual([2031, 'ok']);
      expect(await count(`SELECT stock AS n FROM products WHERE id = $1`, [product!.id])).toBe(0);
      const loser = results.findIndex((result) => result.errors.length > 0);
      expect(await count(`SELECT count(*)::int AS n FROM orders WHERE id = $1 AND placed_at IS NULL`, [[first, second][loser]!.uuid])).toBe(1);
    } finally {
      await stack.api.sql.query(`UPDATE products SET stock = NULL WHERE id = $1`, [product!.id]);
    }
  }, 30_000);

  it('answers bad input with the spec message and its field, and places nothing', async () => {
    const cart = await cartWith(digitalVariation);
    const bad = await place(cart.uuid, { ...digitalCheckout(cart.packageId), customer: { ...customer, email: 'aoife@', confirmEmail: 'aoife@' } });
    expect(bad.errors).toEqual([{ code: 4000, message: 'Please enter valid email', referencedRequestParameter: 'checkout.customer.email', retryAfterSeconds: null }]);
    // 190 characters as typed, 370 once composed (NFC), as it would be kept and sent to the payment provider.
    const label = '\u0958'.repeat(60);
    const growing = `ann@${label}.${label}.${label}.com`;
    const composed = await place(cart.uuid, { ...digitalCheckout(cart.packageId), customer: { ...customer, email: growing, confirmEmail: growing } });
    expect(composed.errors).toMatchObject([{ code: 4000, referencedRequestParameter: 'checkout.customer.email' }]);
    const mismatch = await place(cart.uuid, { ...digitalCheckout(cart.packageId), customer: { ...customer, confirmEmail: 'other@example.ie' } });
    expect(mismatch.errors[0]).toMatchObject({ message: 'Emails do not match', referencedRequestParameter: 'checkout.customer.confirmEmail' });
    const invoice = await place(cart.uuid, digitalCheckout(cart.packageId, 'INVOICE'));
    expect(invoice.errors[0]).toMatchObject({ code: 4010, referencedRequestParameter: 'checkout.payment.method' });
    const foreignReturn = await place(cart.uuid, { ...digitalCheckout(cart.packageId), returnUrl: 'https://evil.example/steal' });
    // Named as the request names it: the return address is a field of `checkout`.
    expect(foreignReturn.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'checkout.returnUrl' });
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE id = $1 AND placed_at IS NULL`, [cart.uuid])).toBe(1);
  }, 30_000);
});

describe('payment outcomes', () => {
  it('a refused card reports 2035 and a retry with another method completes the same order', async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId));
    await payByCard(placed.action!.url!, '4000 0000 0000 0002');
    const { refreshPayment } = await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: cart.uuid });
    expect(refreshPayment.order).toMatchObject({ status: 'PENDING', payment: { status: 'REFUSED', errorCode: 2035 } });

    const retry = await stack.api.gql(RetryPaymentDocument, {
      userData: IE,
      orderUuid: cart.uuid,
      idempotencyKey: randomUUID(),
      payment: { method: 'WALLET' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/?order=x',
    });
    expect(retry.retryPayment.errors).toEqual([]);
    expect(retry.retryPayment.order?.payment).toMatchObject({ attempt: 2, method: 'WALLET', status: 'REQUIRES_ACTION' });
    await fetch(retry.retryPayment.action!.url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    const done = await eventually(() => orderState(cart.uuid), (order) => order.status === 'COMPLETED');
    expect(done.payment).toMatchObject({ attempt: 2, status: 'AUTHORISED' });
  }, 30_000);

  it('refuses a bank the provider does not offer before placing anything, so the basket can still be paid', async () => {
    const nl = stack.api.nlUserData;
    const [row] = await stack.api.sql.query<{ id: string; amount: number }>(
      `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
       WHERE p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND cardinality(pv.fixed_values_minor) > 0
         AND p.store_id = $1 AND pv.variation_type = 'digital' ORDER BY p.position LIMIT 1`,
      [nl.storeID],
    );
    const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
      userData: nl,
      orderUuid: null,
      package: { variationId: row!.id, amount: row!.amount, quantity: 1 },
    });
    const cart = { uuid: addGiftcardPackage.order!.uuid, packageId: addGiftcardPackage.order!.packagesGroups[0]!.packageId };
    const checkout = (issuerId: string): CheckoutInput => ({
      ...digitalCheckout(cart.packageId, 'BANK_REDIRECT'),
      customer: { ...customer, phoneNumber: '06 12345678' },
      payment: { method: 'BANK_REDIRECT', issuerId },
    });
    const placeNl = async (issuerId: string) =>
      (await stack.api.gql(PlaceOrderDocument, { userData: nl, orderUuid: cart.uuid, idempotencyKey: randomUUID(), checkout: checkout(issuerId) })).placeOrder;
    const unknown = await placeNl('ideal_NOSUCHBANK');
    expect(unknown).toMatchObject({ order: null, errors: [{ code: 4000, message: 'Please choose your bank.', referencedRequestParameter: 'checkout.payment.issuerId' }] });
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(0);
    const placed = await placeNl('ideal_INGBNL2A');
    expect(placed.errors).toEqual([]);
    expect(placed.action).toMatchObject({ kind: 'REDIRECT' });
  }, 30_000);

  it('refuses a return address that is too long once percent-encoded before placing anything', async () => {
    const cart = await cartWith(digitalVariation);
    const refused = await place(cart.uuid, { ...digitalCheckout(cart.packageId), returnUrl: `http://localhost:3000/${'é'.repeat(400)}` });
    expect(refused).toMatchObject({ order: null, errors: [{ code: 4000, referencedRequestParameter: 'checkout.returnUrl' }] });
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(0);
    expect((await place(cart.uuid, digitalCheckout(cart.packageId))).errors).toEqual([]);
  }, 30_000);

  it('keeps names and address lines on one line: a line break is refused, naming the field, and nothing is placed', async () => {
    const digital = await cartWith(digitalVariation);
    const receiver = await place(digital.uuid, {
      ...digitalCheckout(digital.packageId),
      digitalReceivers: [{ packageId: digital.packageId, name: 'Ciara Byrne\r\nc/o Someone Else', email: 'ciara@example.ie' }],
    });
    expect(receiver).toMatchObject({ order: null, errors: [{ code: 4000, message: 'Please check this value.', referencedRequestParameter: 'checkout.digitalReceivers.0.name' }] });
    const physical = await cartWith(physicalVariation);
    const street = await place(physical.uuid, {
      ...digitalCheckout('1'),
      digitalReceivers: [],
      physicalDeliveries: [{ address: { firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street\nDeliver to the back door', houseNumber: '12', postCode: 'D02X285', city: 'Dublin', countryCode: 'IE' } }],
    });
    expect(street.errors).toMatchObject([{ code: 4000, referencedRequestParameter: 'checkout.physicalDeliveries.0.address.street' }]);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id IN ($1, $2)`, [digital.uuid, physical.uuid])).toBe(0);
  }, 30_000);

  it('too many attempts reports 2036', async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId));
    await payByCard(placed.action!.url!, '4000 0000 0000 9995');
    const order = await eventually(() => orderState(cart.uuid), (state) => state.payment?.status === 'REFUSED');
    expect(order.payment?.errorCode).toBe(2036);
  }, 30_000);

  it('a bank transfer waits with its instructions until the money is received', async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId, 'BANK_TRANSFER'));
    expect(placed.action).toMatchObject({ kind: 'TRANSFER', transfer: { iban: expect.any(String), reference: expect.any(String) } });
    expect(placed.order?.payment).toMatchObject({ status: 'PENDING', action: { kind: 'TRANSFER' } });
    const [payment] = await stack.api.sql.query<{ ref: string; amount: number }>(
      `SELECT provider_reference AS ref, amount_minor::int AS amount FROM payments WHERE order_id = $1`,
      [cart.uuid],
    );
    await fetch(`${stack.pspUrl}/transfers/${payment!.ref}/receive`, { method: 'POST', redirect: 'manual' });
    const done = await eventually(() => orderState(cart.uuid), (order) => order.status === 'COMPLETED');
    expect(done.payment?.status).toBe('AUTHORISED');
  }, 30_000);

  it('a physical card with gift packing goes to an Eircode address with its dispatch and delivery dates', async () => {
    const cart = await cartWith(physicalVariation);
    const placed = await place(cart.uuid, {
      customer,
      digitalReceivers: [],
      deliveryMode: 'DEFAULT',
      physicalDeliveries: [
        {
          address: {
            firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street', houseNumber: '12', addressLine1: ' Apartment 4 ', addressLine2: '',
            postCode: 'd02x285', city: 'Dublin', countryCode: 'IE',
          },
        },
      ],
      payment: { method: 'CARD' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/',
    });
    expect(placed.errors).toEqual([]);
    const shipment = placed.order!.shipments[0]!;
    // The further address lines are kept as written (trimmed; an empty one is none) and read back with the order.
    expect(shipment).toMatchObject({ tag: 'PHYSICAL', deliveryAddress: { postCode: 'D02 X285', city: 'Dublin', addressLine1: 'Apartment 4', addressLine2: null } });
    expect(shipment.dispatchDate! <= shipment.deliveredFrom! && shipment.deliveredFrom! <= shipment.deliveredBy!).toBe(true);
    // The order keeps each fee under the title checkout showed, for the confirmation e-mail.
    const [stored] = await stack.api.sql.query<{ totals: { fees: unknown } }>(`SELECT totals FROM orders WHERE id = $1`, [cart.uuid]);
    expect(stored?.totals.fees).toEqual([{ title: 'Service fee', amount: 95 }, { title: 'Packaging fee', amount: 50 }]);
    const wrongEircode = await place((await cartWith(physicalVariation)).uuid, {
      ...digitalCheckout('1'),
      digitalReceivers: [],
      physicalDeliveries: [{ address: { firstName: 'A', lastName: 'B', street: 'Main Street', houseNumber: '1', postCode: '1234 AB', city: 'Cork', countryCode: 'IE' } }],
    });
    expect(wrongEircode.errors[0]).toMatchObject({ message: 'Eircode should be in the correct format', referencedRequestParameter: 'checkout.physicalDeliveries.0.address.postCode' });
  }, 30_000);

  it('a business order on invoice gets its gift cards once the invoice is paid, not before', async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, {
      ...digitalCheckout(cart.packageId, 'INVOICE'),
      customer: { ...customer, customerType: 'BUSINESS', companyName: 'Byrne Consulting Ltd', vatNumber: 'IE1234567T', referenceNumber: 'PO-881' },
    });
    expect(placed.errors).toEqual([]);
    expect(placed.action).toMatchObject({ kind: 'TRANSFER', transfer: { iban: expect.any(String), reference: expect.any(String) } });
    expect(placed.order).toMatchObject({ status: 'PENDING', payment: { method: 'INVOICE', status: 'PENDING' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1`, [cart.uuid])).toBe(0);

    const [payment] = await stack.api.sql.query<{ ref: string }>(`SELECT provider_reference AS ref FROM payments WHERE order_id = $1`, [cart.uuid]);
    await fetch(`${stack.pspUrl}/transfers/${payment!.ref}/receive`, { method: 'POST', redirect: 'manual' });
    const done = await eventually(() => orderState(cart.uuid), (order) => order.status === 'COMPLETED');
    expect(done.customer).toMatchObject({ customerType: 'BUSINESS', companyName: 'Byrne Consulting Ltd', invoiceEmail: 'aoife@example.ie' });
    await eventually(() => count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1`, [cart.uuid]), (issued) => issued === 1);
  }, 30_000);
});

describe('webhooks', () => {
  async function postWebhook(body: string, signature: string) {
    return fetch(`${stack.api.url}/webhooks/psp`, { method: 'POST', headers: { 'content-type': 'application/json', 'psp-signature': signature }, body });
  }

  async function openPayment() {
    const cart = await cartWith(digitalVariation);
    await place(cart.uuid, digitalCheckout(cart.packageId));
    const [payment] = await stack.api.sql.query<{ id: string; ref: string; amount: number }>(
      `SELECT id::text AS id, provider_reference AS ref, amount_minor::int AS amount FROM payments WHERE order_id = $1`,
      [cart.uuid],
    );
    return { cart, payment: payment! };
  }

  /** A `payment.authorised` event as the provider sends it, for the payment's own sum unless told otherwise. */
  function event(payment: { id: string; ref: string; amount: number }, value = payment.amount) {
    return JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.authorised',
      createdAt: new Date().toISOString(),
      data: { payment: { id: payment.ref, reference: payment.id, status: 'authorised', amount: { currency: 'EUR', value }, method: 'card', action: null } },
    });
  }

  const signedNow = (body: string) => signWebhookBody(SANDBOX.webhookSecret, body, Math.floor(Date.now() / 1000));

  it('refreshing the payment of a basket that is not placed, or of no order, names the orderUuid parameter', async () => {
    const open = await cartWith(digitalVariation);
    for (const orderUuid of [open.uuid, randomUUID()]) {
      const { refreshPayment } = await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid });
      expect(refreshPayment).toMatchObject({ order: null, errors: [{ code: 4004, referencedRequestParameter: 'orderUuid' }] });
    }
    const malformed = await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: 'not-a-uuid' });
    expect(malformed.refreshPayment).toMatchObject({ order: null, errors: [{ code: 4000, referencedRequestParameter: 'orderUuid' }] });
  });

  it('refuses a forged or replayed webhook and changes nothing', async () => {
    const { cart, payment } = await openPayment();
    const body = event(payment);
    const now = Math.floor(Date.now() / 1000);
    expect((await postWebhook(body, signWebhookBody('not-the-secret', body, now))).status).toBe(401);
    expect((await postWebhook(body, signWebhookBody(SANDBOX.webhookSecret, body, now - 301))).status).toBe(401);
    expect((await postWebhook(body, 'garbage')).status).toBe(400);
    expect((await orderState(cart.uuid)).status).toBe('PENDING');
  }, 30_000);

  it('ignores an event naming our payment under a provider payment other than the one it started', async () => {
    const { cart, payment } = await openPayment();
    const forged = JSON.parse(event(payment)) as { data: { payment: { id: string } } };
    forged.data.payment.id = 'pay_forged';
    const body = JSON.stringify(forged);
    expect((await postWebhook(body, signedNow(body))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderState(cart.uuid)).status).toBe('PENDING');
    const [stored] = await stack.api.sql.query<{ ref: string }>(`SELECT provider_reference AS ref FROM payments WHERE id = $1`, [payment.id]);
    expect(stored?.ref).toBe(payment.ref);
  }, 30_000);

  it('applies a duplicated event once', async () => {
    const { cart, payment } = await openPayment();
    const body = event(payment);
    const signature = signedNow(body);
    const answers = await Promise.all([postWebhook(body, signature), postWebhook(body, signature), postWebhook(body, signature)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await orderState(cart.uuid)).status).toBe('COMPLETED');
    const jobs = await eventually(
      () => count(`SELECT count(*)::int AS n FROM jobs WHERE dedupe_key = $1`, [`issue-gift-cards:${cart.uuid}`]),
      (n) => n > 0,
    );
    expect(jobs).toBe(1);
    const cards = await eventually(() => count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1`, [cart.uuid]), (n) => n > 0);
    expect(cards).toBe(1);
  }, 30_000);

  it('an authorisation for another sum than the payment is for pays nothing; the right sum completes the order', async () => {
    const { cart, payment } = await openPayment();
    const short = event(payment, payment.amount - 1);
    expect((await postWebhook(short, signedNow(short))).status).toBe(200);
    expect(await orderState(cart.uuid)).toMatchObject({ status: 'PENDING', payment: { status: 'REQUIRES_ACTION' } });
    expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE dedupe_key = $1`, [`issue-gift-cards:${cart.uuid}`])).toBe(0);

    const right = event(payment);
    expect((await postWebhook(right, signedNow(right))).status).toBe(200);
    expect(await orderState(cart.uuid)).toMatchObject({ status: 'COMPLETED', payment: { status: 'AUTHORISED' } });
  }, 30_000);

  it.each([
    ['the whole payment', 0],
    ['part of it (a partial chargeback of the cards, not the fee)', 95],
  ])('a refund of %s made at the provider after the order completed blocks the cards it issued', async (_what, kept) => {
    const cart = await cartWith(digitalVariation, 2);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId));
    await payByCard(placed.action!.url!, '4111 1111 1111 1111');
    await eventually(() => count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1 AND status = 'ACTIVE'`, [cart.uuid]), (n) => n === 2);
    const [payment] = await stack.api.sql.query<{ ref: string; amount: number }>(
      `SELECT provider_reference AS ref, amount_minor::int AS amount FROM payments WHERE order_id = $1`,
      [cart.uuid],
    );

    // The shop's staff or the card's bank take money back through the provider (its dashboard calls this API with the shop's key).
    const refund = await fetch(`${stack.pspUrl}/v1/payments/${payment!.ref}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX.apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: { currency: 'EUR', value: payment!.amount - kept } }),
    });
    expect(refund.status).toBe(201);

    const refunded = await eventually(() => orderState(cart.uuid), (order) => order.payment?.status === 'REFUNDED');
    expect(refunded).toMatchObject({ status: 'COMPLETED', payment: { status: 'REFUNDED' } });
    expect(await count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1 AND status = 'BLOCKED'`, [cart.uuid])).toBe(2);
  }, 30_000);

  it('the return page and the webhook racing make one transition: one order completed, its cards issued once', async () => {
    const cart = await cartWith(digitalVariation, 2);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId));
    const refresh = () => stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: cart.uuid });
    // The card page answers while the provider's webhook is on its way; the shopper's browser refreshes at once.
    const [, ...answers] = await Promise.all([payByCard(placed.action!.url!, '4111 1111 1111 1111'), refresh(), refresh(), refresh(), refresh()]);
    expect(answers.every((answer) => answer.refreshPayment.errors.length === 0)).toBe(true);
    const done = await eventually(() => orderState(cart.uuid), (order) => order.status === 'COMPLETED');
    expect(done.payment?.status).toBe('AUTHORISED');
    const cards = await eventually(() => count(`SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1`, [cart.uuid]), (n) => n >= 2);
    expect(cards).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE payload->>'orderId' = $1 AND kind = 'issue-gift-cards'`, [cart.uuid])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM card_ledger l JOIN gift_cards c ON c.id = l.card_id WHERE c.order_id = $1`, [cart.uuid])).toBe(2);
  }, 30_000);
});

const RETURN_URL = 'http://localhost:3000/checkout/process-payment/?order=x';

async function retry(orderUuid: string, key: string = randomUUID(), method: CheckoutInput['payment']['method'] = 'WALLET', returnUrl = RETURN_URL) {
  return (await stack.api.gql(RetryPaymentDocument, { userData: IE, orderUuid, idempotencyKey: key, payment: { method }, returnUrl })).retryPayment;
}

/** Ends the order's open attempt as the provider would on a cancel, without the round trip through its page. */
async function cancelOpenAttempt(orderUuid: string): Promise<void> {
  await stack.api.sql.query(`UPDATE payments SET status = 'CANCELED' WHERE order_id = $1 AND status IN ('REQUIRES_ACTION', 'PENDING')`, [orderUuid]);
}

function physicalCheckout(deliveries: { countryCode?: string }[]): CheckoutInput {
  return {
    customer,
    digitalReceivers: [],
    deliveryMode: 'DEFAULT',
    physicalDeliveries: deliveries.map(({ countryCode = 'IE' }) => ({
      address: { firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street', houseNumber: '12', postCode: 'D02X285', city: 'Dublin', countryCode },
    })),
    payment: { method: 'CARD' },
    returnUrl: RETURN_URL,
  };
}

describe('idempotency keys belong to one checkout', () => {
  it('a key that placed one basket is refused with 4007 on another, which stays a basket with nothing charged', async () => {
    const first = await cartWith(digitalVariation);
    const key = randomUUID();
    expect((await place(first.uuid, digitalCheckout(first.packageId), key)).errors).toEqual([]);

    const second = await cartWith(digitalVariation);
    const reused = await place(second.uuid, digitalCheckout(second.packageId), key);
    expect(reused).toMatchObject({ order: null, action: null, errors: [{ code: 4007, referencedRequestParameter: 'idempotencyKey' }] });
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE id = $1 AND placed_at IS NULL AND number IS NULL`, [second.uuid])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [second.uuid])).toBe(0);
    // The basket is untouched: a key of its own places it.
    expect((await place(second.uuid, digitalCheckout(second.packageId))).errors).toEqual([]);
  }, 30_000);

  it('a key used for a payment retry on one order is refused with 4007 when placing another', async () => {
    const first = await cartWith(digitalVariation);
    expect((await place(first.uuid, digitalCheckout(first.packageId, 'WALLET'))).errors).toEqual([]);
    await cancelOpenAttempt(first.uuid);
    const retryKey = randomUUID();
    expect((await retry(first.uuid, retryKey)).errors).toEqual([]);

    const other = await cartWith(digitalVariation);
    const reused = await place(other.uuid, digitalCheckout(other.packageId), retryKey);
    expect(reused).toMatchObject({ order: null, errors: [{ code: 4007, referencedRequestParameter: 'idempotencyKey' }] });
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE id = $1 AND placed_at IS NULL`, [other.uuid])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [other.uuid])).toBe(0);
  }, 30_000);

  it('two baskets placed at once with one key: one is placed, the other gets 4007 (never 5000)', async () => {
    const carts = await Promise.all([cartWith(digitalVariation), cartWith(digitalVariation), cartWith(digitalVariation)]);
    const key = randomUUID();
    const results = await Promise.all(carts.map((cart) => place(cart.uuid, digitalCheckout(cart.packageId), key)));
    expect(results.map((result) => result.errors[0]?.code ?? 'ok').sort()).toEqual([4007, 4007, 'ok']);
    const uuids = carts.map((cart) => cart.uuid);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND placed_at IS NOT NULL`, [uuids])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = ANY($1::uuid[])`, [uuids])).toBe(1);
  }, 30_000);
});

describe('payment attempts per order', () => {
  it(`refuses a retry once the order has had ${MAX_PAYMENT_ATTEMPTS_PER_ORDER} attempts, and starts nothing at the provider`, async () => {
    const cart = await cartWith(digitalVariation);
    const placed = await place(cart.uuid, digitalCheckout(cart.packageId, 'WALLET'));
    expect(placed.errors).toEqual([]);
    let url = placed.action!.url!;
    let lastKey = '';
    const cancelOnProviderPage = async () => {
      await fetch(url, { method: 'POST', body: new URLSearchParams({ decision: 'cancel' }), redirect: 'manual' });
      const refreshed = await eventually(
        async () => (await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: cart.uuid })).refreshPayment.order,
        (order) => order?.payment?.status === 'CANCELED',
      );
      expect(refreshed?.payment?.status).toBe('CANCELED');
    };
    for (let attempt = 2; attempt <= MAX_PAYMENT_ATTEMPTS_PER_ORDER; attempt += 1) {
      await cancelOnProviderPage();
      lastKey = randomUUID();
      const again = await retry(cart.uuid, lastKey);
      expect(again.errors).toEqual([]);
      expect(again.order?.payment).toMatchObject({ attempt, status: 'REQUIRES_ACTION' });
      url = again.action!.url!;
    }
    await cancelOnProviderPage();
    // No retry can follow the last attempt: the order is given up at once, not a day later at its expiry.
    const [given] = await stack.api.sql.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [cart.uuid]);
    expect(given?.status).toBe('CANCELED');

    const refused = await retry(cart.uuid);
    expect(refused).toMatchObject({ order: null, action: null, errors: [{ code: 4026, referencedRequestParameter: 'orderUuid', retryAfterSeconds: null }] });
    expect(refused.errors[0]?.message).toMatch(/too many payment attempts/i);
    // Every attempt the order has was started at the provider; the refused retry added none, here or there.
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1 AND provider_reference IS NOT NULL`, [cart.uuid])).toBe(
      MAX_PAYMENT_ATTEMPTS_PER_ORDER,
    );
    // The last retry sent again still answers with its own attempt (over, so there is nothing to do at the provider).
    const resent = await retry(cart.uuid, lastKey);
    expect(resent).toMatchObject({ errors: [], action: { kind: 'NONE' }, order: { status: 'CANCELED', payment: { attempt: MAX_PAYMENT_ATTEMPTS_PER_ORDER, status: 'CANCELED' } } });
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
  }, 60_000);

  it('concurrent retries never take an order past the limit', async () => {
    const cart = await cartWith(digitalVariation);
    expect((await place(cart.uuid, digitalCheckout(cart.packageId, 'WALLET'))).errors).toEqual([]);
    for (let attempt = 2; attempt < MAX_PAYMENT_ATTEMPTS_PER_ORDER; attempt += 1) {
      await cancelOpenAttempt(cart.uuid);
      expect((await retry(cart.uuid)).errors).toEqual([]);
    }
    await cancelOpenAttempt(cart.uuid);
    // One attempt is left: of four retries at once, one takes it; the others find it under way.
    const racing = await Promise.all(Array.from({ length: 4 }, () => retry(cart.uuid)));
    expect(racing.filter((result) => result.errors.length === 0)).toHaveLength(1);
    expect(racing.flatMap((result) => result.errors.map((error) => error.code))).toEqual([4009, 4009, 4009]);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);

    await cancelOpenAttempt(cart.uuid);
    const after = await Promise.all(Array.from({ length: 4 }, () => retry(cart.uuid)));
    expect(after.flatMap((result) => result.errors.map((error) => error.code))).toEqual([4026, 4026, 4026, 4026]);
    expect(await count(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1`, [cart.uuid])).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
  }, 60_000);
});

describe('checkout messages', () => {
  it('reads a delivery country code in any case, and says so when a country code is not one', async () => {
    const cart = await cartWith(physicalVariation);
    for (const countryCode of ['I1', 'IRL', '']) {
      const refused = await place(cart.uuid, physicalCheckout([{ countryCode }]));
      expect(refused.errors, countryCode).toEqual([
        {
          code: 4000,
          message: countryCode === '' ? 'Country is a required field' : 'Please enter a valid country',
          referencedRequestParameter: 'checkout.physicalDeliveries.0.address.countryCode',
          retryAfterSeconds: null,
        },
      ]);
    }
    const placed = await place(cart.uuid, physicalCheckout([{ countryCode: 'ie' }]));
    expect(placed.errors).toEqual([]);
    expect(placed.order?.shipments[0]?.deliveryAddress).toMatchObject({ countryCode: 'IE' });
  }, 30_000);

  it('asks for one delivery address in the same words whether none or two are given', async () => {
    const cart = await cartWith(physicalVariation);
    const none = await place(cart.uuid, physicalCheckout([]));
    const two = await place(cart.uuid, physicalCheckout([{}, {}]));
    for (const refused of [none, two]) {
      expect(refused.errors).toEqual([
        { code: 4000, message: 'Please enter one delivery address', referencedRequestParameter: 'checkout.physicalDeliveries', retryAfterSeconds: null },
      ]);
    }
  }, 30_000);

  it('names the return address as each mutation does: checkout.returnUrl when placing, returnUrl when retrying', async () => {
    const cart = await cartWith(digitalVariation);
    const placing = await place(cart.uuid, { ...digitalCheckout(cart.packageId), returnUrl: 'not a url' });
    expect(placing.errors).toMatchObject([{ code: 4000, referencedRequestParameter: 'checkout.returnUrl' }]);
    expect((await place(cart.uuid, digitalCheckout(cart.packageId, 'WALLET'))).errors).toEqual([]);
    await cancelOpenAttempt(cart.uuid);
    const retrying = await retry(cart.uuid, randomUUID(), 'WALLET', 'https://evil.example/steal');
    expect(retrying.errors).toMatchObject([{ code: 4000, referencedRequestParameter: 'returnUrl' }]);
  }, 30_000);
});
