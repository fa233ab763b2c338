import { API_ERROR_CODES } from '@shop/graphql';
import {
  AddGiftCardPaymentDocument,
  AddGiftcardPackageDocument,
  CaptchaChallengeDocument,
  CartDocument,
  GiftCardPaymentsDocument,
  PlaceOrderDocument,
  PlacedOrderDocument,
  RefreshPaymentDocument,
  RemoveGiftCardPaymentDocument,
  RetryPaymentDocument,
} from '@shop/graphql/operations';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { SANDBOX, startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { drawCardNumber } from '../fulfilment/cardNumber.ts';
import { hashPin } from '../fulfilment/pin.ts';
import { orderDebitReference, refundCardDebits } from './cardDebits.ts';

const PIN = '482913';
let stack: CheckoutStack;
/** Of a gift card an All-in-1 Choice card is exchanged for. */
let variation: { id: string; amount: number };
/** Of a gift card an All-in-1 Choice card is not exchanged for. */
let unexchangeable: { id: string; amount: number };
/** One digital variation per product: baskets of different products do not queue on their products' stock lock. */
let variations: { id: string; amount: number }[];

beforeAll(async () => {
  stack = await startCheckoutStack({ captcha: createCaptcha({ cost: 10 }) });
  const [row] = await stack.api.sql.query<{ id: string; amount: number }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
     WHERE p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND NOT p.requires_registered_shipping
       AND cardinality(pv.fixed_values_minor) > 0 AND p.store_id = 70 AND pv.variation_type = 'digital' AND p.is_exchangeable_with_choice_card
     ORDER BY p.position LIMIT 1`,
  );
  variation = row!;
  const [other] = await stack.api.sql.query<{ id: string; amount: number }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
     WHERE p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND NOT p.requires_registered_shipping
       AND cardinality(pv.fixed_values_minor) > 0 AND p.store_id = 70 AND pv.variation_type = 'digital' AND NOT p.is_exchangeable_with_choice_card
       AND p.product_type IN ('GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL') ORDER BY p.position LIMIT 1`,
  );
  unexchangeable = other!;
  variations = await stack.api.sql.query<{ id: string; amount: number }>(
    `SELECT DISTINCT ON (p.id) pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
     WHERE p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND NOT p.requires_registered_shipping AND (p.stock IS NULL OR p.stock > 10)
       AND cardinality(pv.fixed_values_minor) > 0 AND p.store_id = 70 AND pv.variation_type = 'digital' ORDER BY p.id, pv.id LIMIT 50`,
  );
}, 60_000);
afterAll(() => stack?.close());

/** What the shopper does on the provider's card page, with a card the sandbox refuses or approves. */
async function payOnCardPage(paymentPageUrl: string, number: string): Promise<void> {
  const form = new URLSearchParams({ holderName: 'Aoife Byrne', number, expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvc: '123' });
  await fetch(paymentPageUrl, { method: 'POST', body: form, redirect: 'manual' });
}
const refuseCardPayment = (paymentPageUrl: string) => payOnCardPage(paymentPageUrl, '4000 0000 0000 0002');
const approveCardPayment = (paymentPageUrl: string) => payOnCardPage(paymentPageUrl, '4111 1111 1111 1111');

/** Brings the order's card holds due now, as if their 20 minutes had passed, and waits until the worker (polling every 100 ms) has run them. */
async function runDueHolds(orderUuid: string): Promise<void> {
  await stack.api.sql.query(`UPDATE jobs SET run_at = now() WHERE kind = 'release-card-hold' AND payload->>'orderId' = $1`, [orderUuid]);
  await eventually(
    () => stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'release-card-hold' AND payload->>'orderId' = $1 AND completed_at IS NULL`, [orderUuid]),
    (rows) => Number(rows[0]!.n) === 0,
  );
}

/** An issued card of the Irish store (ISSUE entry) holding `valueMinor`. */
async function insertCard(valueMinor: number, kind: 'STANDARD' | 'CHOICE' = 'STANDARD'): Promise<{ id: number; number: string }> {
  const number = drawCardNumber(stack.api.brands.find((brand) => brand.storeId === 70)!.giftCards.numberPrefix);
  const [card] = await stack.api.sql.query<{ id: number }>(
    `INSERT INTO gift_cards (store_id, number, pin_hash, sequence, delivery_kind, kind, currency, initial_value_minor, status, activated_at, expires_at)
     VALUES (70, $1, $2, 1, 'DIGITAL', $3::gift_card_kind, 'EUR', $4, 'ACTIVE', CASE WHEN $3::text = 'CHOICE' THEN now() END, now() + interval '5 years') RETURNING id`,
    [number, await hashPin(PIN), kind, valueMinor],
  );
  await stack.api.sql.query(
    `INSERT INTO card_ledger (store_id, card_id, kind, amount_minor, balance_after_minor, reference) VALUES (70, $1, 'ISSUE', $2, $2, 'issue')`,
    [card!.id, valueMinor],
  );
  return { id: card!.id, number };
}

async function balanceOf(cardId: number): Promise<number> {
  const [row] = await stack.api.sql.query<{ balance: number }>(
    'SELECT balance_after_minor::int AS balance FROM card_ledger WHERE card_id = $1 ORDER BY id DESC LIMIT 1',
    [cardId],
  );
  return Number(row!.balance);
}

async function captchaToken(): Promise<string> {
  const { captchaChallenge } = await stack.api.gql(CaptchaChallengeDocument, { userData: IE });
  const challenge = JSON.parse(captchaChallenge.challenge!.json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function cart(quantity = 1, of = variation): Promise<{ uuid: string; packageId: string; totalMinor: number }> {
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: of.id, amount: of.amount, quantity },
  });
  const order = addGiftcardPackage.order!;
  return { uuid: order.uuid, packageId: order.packagesGroups[0]!.packageId, totalMinor: order.totals.grandTotal.value };
}

/** Adds a package of `of` to the basket and returns the new package's id. */
async function addPackage(orderUuid: string, of: { id: string; amount: number }): Promise<string> {
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid,
    package: { variationId: of.id, amount: of.amount, quantity: 1 },
  });
  expect(addGiftcardPackage.errors).toEqual([]);
  return addGiftcardPackage.order!.packagesGroups.at(-1)!.packageId;
}

async function addCard(orderUuid: string, number: string) {
  return (await stack.api.gql(AddGiftCardPaymentDocument, { userData: IE, orderUuid, cardNumber: number, pin: PIN, captchaToken: await captchaToken() }))
    .addGiftCardPayment;
}

async function place(orderUuid: string, ...packageIds: string[]) {
  return (await stack.api.gql(PlaceOrderDocument, { userData: IE, orderUuid, idempotencyKey: randomUUID(), checkout: digitalCheckout(packageIds) })).placeOrder;
}

async function isPlaced(orderUuid: string): Promise<boolean> {
  const [order] = await stack.api.sql.query<{ placed: boolean }>('SELECT placed_at IS NOT NULL AS placed FROM orders WHERE id = $1', [orderUuid]);
  return order!.placed;
}

/** Refunds the order's card payment in full at the provider, as its back office or a chargeback would. */
async function refundAtProvider(orderUuid: string): Promise<void> {
  const [payment] = await stack.api.sql.query<{ ref: string; amount: number }>(
    'SELECT provider_reference AS ref, amount_minor::int AS amount FROM payments WHERE order_id = $1',
    [orderUuid],
  );
  const refund = await fetch(`${stack.pspUrl}/v1/payments/${payment!.ref}/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX.apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: { currency: 'EUR', value: payment!.amount } }),
  });
  expect(refund.status).toBe(201);
}

async function waitUntilCompleted(orderUuid: string): Promise<void> {
  const status = await eventually(
    async () => (await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid })).refreshPayment.order?.status,
    (current) => current === 'COMPLETED',
  );
  expect(status).toBe('COMPLETED');
}

/** The cards an order issued (waiting for the issue job), by id, with their status. */
async function issuedCards(orderUuid: string, count: number): Promise<{ id: number; number: string; status: string }[]> {
  const cards = await eventually(
    () => stack.api.sql.query<{ id: number; number: string; status: string }>('SELECT id, number, status::text AS status FROM gift_cards WHERE order_id = $1 ORDER BY id', [orderUuid]),
    (rows) => rows.length >= count,
  );
  expect(cards).toHaveLength(count);
  return cards;
}

async function cardStatuses(cardIds: readonly number[]): Promise<string[]> {
  const rows = await stack.api.sql.query<{ status: string }>('SELECT status::text AS status FROM gift_cards WHERE id = ANY($1::int[]) ORDER BY id', [[...cardIds]]);
  return rows.map((row) => row.status);
}

async function debitCount(cardId: number): Promise<number> {
  const [row] = await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM card_ledger WHERE card_id = $1 AND kind = 'DEBIT'`, [cardId]);
  return Number(row!.n);
}

const NOT_EXCHANGEABLE_MESSAGE =
  'An All-in-1 Choice card can only be exchanged for the gift cards it lists. Please remove the other items from your basket, or pay for them another way.';

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('gift cards in the payment step', () => {
  it('shows each card paying the least of its balance and what is left, refuses a card twice or of another type, and removes a card', async () => {
    const basket = await cart(2);
    const first = await insertCard(1000);
    const second = await insertCard(100_000);
    const added = await addCard(basket.uuid, first.number);
    expect(added.errors).toEqual([]);
    expect(added.payments).toEqual({
      cards: [{ id: String(first.id), numberEnding: first.number.slice(-4), contribution: { currency: 'EUR', value: 1000 } }],
      remaining: { currency: 'EUR', value: basket.totalMinor - 1000 },
    });
    expect((await addCard(basket.uuid, first.number)).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_ALREADY_ADDED);
    const choice = await insertCard(1000, 'CHOICE');
    expect((await addCard(basket.uuid, choice.number)).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_KIND_MISMATCH);

    const both = (await addCard(basket.uuid, second.number)).payments!;
    expect(both.cards.map((card) => card.contribution.value)).toEqual([1000, basket.totalMinor - 1000]);
    expect(both.remaining.value).toBe(0);
    expect((await addCard(basket.uuid, (await insertCard(500)).number)).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_NOT_NEEDED);
    // Told before the card is checked: the captcha solution is not spent, and the PIN is not tried.
    const token = await captchaToken();
    const third = await insertCard(500);
    const notNeeded = await stack.api.gql(AddGiftCardPaymentDocument, { userData: IE, orderUuid: basket.uuid, cardNumber: third.number, pin: '000000', captchaToken: token });
    expect(notNeeded.addGiftCardPayment.errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_NOT_NEEDED);
    const other = await cart(1);
    const stillGood = await stack.api.gql(AddGiftCardPaymentDocument, { userData: IE, orderUuid: other.uuid, cardNumber: third.number, pin: PIN, captchaToken: token });
    expect(stillGood.addGiftCardPayment.errors).toEqual([]);

    const { removeGiftCardPayment } = await stack.api.gql(RemoveGiftCardPaymentDocument, { userData: IE, orderUuid: basket.uuid, cardId: String(first.id) });
    expect(removeGiftCardPayment.payments).toMatchObject({ cards: [{ id: String(second.id) }], remaining: { value: 0 } });
    const { giftCardPayments } = await stack.api.gql(GiftCardPaymentsDocument, { userData: IE, orderUuid: basket.uuid });
    expect(giftCardPayments.payments).toEqual(removeGiftCardPayment.payments);
    // An id past the database's integer range is no card of this payment: nothing is removed, nothing fails.
    for (const cardId of ['2147483648', '99999999999']) {
      const outOfRange = await stack.api.gql(RemoveGiftCardPaymentDocument, { userData: IE, orderUuid: basket.uuid, cardId });
      expect(outOfRange.removeGiftCardPayment).toEqual({ ...removeGiftCardPayment, errors: [] });
    }
    // Nothing is debited before the order is placed.
    expect(await balanceOf(first.id)).toBe(1000);
    expect(await balanceOf(second.id)).toBe(100_000);
  });

  it('pays a whole order with a card: the order is paid without the provider and the card is debited once', async () => {
    const basket = await cart();
    const card = await insertCard(basket.totalMinor + 700);
    await addCard(basket.uuid, card.number);
    const placed = await place(basket.uuid, basket.packageId);
    expect(placed.errors).toEqual([]);
    expect(placed.action).toEqual({ kind: 'NONE', url: null, transfer: null });
    expect(placed.order).toMatchObject({
      status: 'COMPLETED',
      payment: null,
      giftCardPayments: [{ numberEnding: card.number.slice(-4), amount: { currency: 'EUR', value: basket.totalMinor }, refunded: false }],
    });
    expect(await balanceOf(card.id)).toBe(700);
    const issued = await eventually(
      () => stack.api.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM gift_cards WHERE order_id = $1', [basket.uuid]),
      (rows) => Number(rows[0]!.n) > 0,
    );
    expect(Number(issued[0]!.n)).toBe(1);
  });

  it('refuses to place an order whose card was spent since it was added, and places nothing', async () => {
    const basket = await cart();
    const card = await insertCard(1000);
    await addCard(basket.uuid, card.number);
    await stack.api.sql.query(
      `INSERT INTO card_ledger (store_id, card_id, kind, amount_minor, balance_after_minor, reference) VALUES (70, $1, 'DEBIT', -400, 600, 'elsewhere')`,
      [card.id],
    );
    const placed = await place(basket.uuid, basket.packageId);
    expect(placed.errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_BALANCE_CHANGED);
    expect(await isPlaced(basket.uuid)).toBe(false);
    expect(await balanceOf(card.id)).toBe(600);
  });

  it('lets a Choice card pay for a basket of the gift cards it is exchanged for', async () => {
    const basket = await cart();
    const choice = await insertCard(basket.totalMinor + 500, 'CHOICE');
    expect((await addCard(basket.uuid, choice.number)).errors).toEqual([]);
    const placed = await place(basket.uuid, basket.packageId);
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'COMPLETED', payment: null, giftCardPayments: [{ amount: { value: basket.totalMinor } }] });
    expect(await balanceOf(choice.id)).toBe(500);
  });

  it('refuses a Choice card for a basket holding a gift card it is not exchanged for, and takes a standard card', async () => {
    const basket = await cart();
    await addPackage(basket.uuid, unexchangeable);
    const choice = await insertCard(100_000, 'CHOICE');
    const refused = await addCard(basket.uuid, choice.number);
    expect(refused).toEqual({
      payments: null,
      errors: [{ code: API_ERROR_CODES.GIFT_CARD_NOT_EXCHANGEABLE, message: NOT_EXCHANGEABLE_MESSAGE, referencedRequestParameter: 'cardNumber', retryAfterSeconds: null }],
    });
    const { giftCardPayments } = await stack.api.gql(GiftCardPaymentsDocument, { userData: IE, orderUuid: basket.uuid });
    expect(giftCardPayments.payments?.cards).toEqual([]);

    const standard = await insertCard(1000);
    expect((await addCard(basket.uuid, standard.number)).payments?.cards).toMatchObject([{ id: String(standard.id) }]);
  });

  it('lets a standard card pay for gift cards a Choice card is not exchanged for', async () => {
    const basket = await cart(1, unexchangeable);
    const card = await insertCard(basket.totalMinor + 100);
    expect((await addCard(basket.uuid, card.number)).errors).toEqual([]);
    const placed = await place(basket.uuid, basket.packageId);
    expect(placed.errors).toEqual([]);
    expect(placed.order?.status).toBe('COMPLETED');
    expect(await balanceOf(card.id)).toBe(100);
  });

  it('refuses to place a basket that took a gift card the Choice card in its payment is not exchanged for, and debits nothing', async () => {
    const basket = await cart();
    const choice = await insertCard(100_000, 'CHOICE');
    expect((await addCard(basket.uuid, choice.number)).errors).toEqual([]);
    const laterPackageId = await addPackage(basket.uuid, unexchangeable);
    // The payment step no longer counts the Choice card: all of the basket is left to pay.
    const { giftCardPayments } = await stack.api.gql(GiftCardPaymentsDocument, { userData: IE, orderUuid: basket.uuid });
    const basketTotal = (await stack.api.gql(CartDocument, { userData: IE, orderUuid: basket.uuid })).cartV2.order!.totals.grandTotal.value;
    expect(giftCardPayments.payments).toMatchObject({ cards: [{ id: String(choice.id), contribution: { value: 0 } }], remaining: { value: basketTotal } });
    const placed = await place(basket.uuid, basket.packageId, laterPackageId);
    expect(placed).toMatchObject({
      order: null,
      errors: [{ code: API_ERROR_CODES.GIFT_CARD_NOT_EXCHANGEABLE, message: NOT_EXCHANGEABLE_MESSAGE, referencedRequestParameter: 'orderUuid' }],
    });
    expect(await isPlaced(basket.uuid)).toBe(false);
    expect(await debitCount(choice.id)).toBe(0);
    expect(await balanceOf(choice.id)).toBe(100_000);
  });

  it('lets the rest be paid another way after a refused card, and the card keeps its debit once', async () => {
    const basket = await cart();
    const card = await insertCard(1000);
    await addCard(basket.uuid, card.number);
    const placed = await place(basket.uuid, basket.packageId);
    await refuseCardPayment(placed.action!.url!);
    const { refreshPayment } = await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: basket.uuid });
    expect(refreshPayment.order).toMatchObject({ status: 'PENDING', payment: { status: 'REFUSED' } });
    expect(await balanceOf(card.id)).toBe(0);

    const retry = await stack.api.gql(RetryPaymentDocument, {
      userData: IE,
      orderUuid: basket.uuid,
      idempotencyKey: randomUUID(),
      payment: { method: 'WALLET' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/?order=x',
    });
    expect(retry.retryPayment.order?.payment).toMatchObject({ attempt: 2, amount: { value: basket.totalMinor - 1000 } });
    await fetch(retry.retryPayment.action!.url!, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: basket.uuid });
    // The hold set by the refusal comes due: a later attempt has paid, so nothing is given back.
    await runDueHolds(basket.uuid);
    const { placedOrder } = await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: basket.uuid });
    expect(placedOrder.order).toMatchObject({ status: 'COMPLETED', giftCardPayments: [{ amount: { value: 1000 }, refunded: false }] });
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('gives the card its money back when nobody pays the rest after a refusal', async () => {
    const basket = await cart();
    const card = await insertCard(1000);
    await addCard(basket.uuid, card.number);
    const placed = await place(basket.uuid, basket.packageId);
    expect(placed.errors).toEqual([]);
    expect(placed.order!.payment).toMatchObject({ amount: { value: basket.totalMinor - 1000 } });
    expect(await balanceOf(card.id)).toBe(0);

    await refuseCardPayment(placed.action!.url!);
    const { refreshPayment } = await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: basket.uuid });
    expect(refreshPayment.order).toMatchObject({ status: 'PENDING', payment: { status: 'REFUSED' } });
    const [hold] = await stack.api.sql.query<{ due_in_minutes: number }>(
      `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS due_in_minutes FROM jobs WHERE kind = 'release-card-hold' AND payload->>'orderId' = $1`,
      [basket.uuid],
    );
    expect(hold?.due_in_minutes).toBe(20);

    await runDueHolds(basket.uuid);
    expect(await eventually(() => balanceOf(card.id), (balance) => balance === 1000)).toBe(1000);
    // The job running again (or twice at once) gives nothing more back.
    await refundCardDebits(stack.api.database.db, { storeId: 70, orderId: basket.uuid });
    expect(await balanceOf(card.id)).toBe(1000);
    const entries = await stack.api.sql.query<{ kind: string; amount: number }>(
      'SELECT kind, amount_minor::int AS amount FROM card_ledger WHERE card_id = $1 ORDER BY id',
      [card.id],
    );
    expect(entries).toEqual([
      { kind: 'ISSUE', amount: 1000 },
      { kind: 'DEBIT', amount: -1000 },
      { kind: 'REFUND', amount: 1000 },
    ]);
    const { placedOrder } = await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: basket.uuid });
    expect(placedOrder.order?.status).toBe('CANCELED');
    expect(placedOrder.order?.giftCardPayments).toEqual([{ numberEnding: card.number.slice(-4), amount: { currency: 'EUR', value: 1000 }, refunded: true }]);
  });

  it('gives the card its money back when the rest, paid by card, is refunded at the provider after the order completed', async () => {
    const basket = await cart();
    const card = await insertCard(1000);
    await addCard(basket.uuid, card.number);
    const placed = await place(basket.uuid, basket.packageId);
    await approveCardPayment(placed.action!.url!);
    await eventually(
      async () => (await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid: basket.uuid })).refreshPayment.order?.status,
      (status) => status === 'COMPLETED',
    );
    expect(await balanceOf(card.id)).toBe(0);

    await refundAtProvider(basket.uuid);

    expect(await eventually(() => balanceOf(card.id), (balance) => balance === 1000)).toBe(1000);
    const { placedOrder } = await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: basket.uuid });
    expect(placedOrder.order).toMatchObject({ payment: { status: 'REFUNDED' }, giftCardPayments: [{ amount: { value: 1000 }, refunded: true }] });
  });

  it('blocks what was bought with a card whose own order is refunded: cards bought before, and cards issued after', async () => {
    // Two cards bought with a bank card; before that payment is taken back, one card pays a whole order and the other
    // part of an order whose rest is still to be paid.
    const bought = await cart(2);
    await approveCardPayment((await place(bought.uuid, bought.packageId)).action!.url!);
    await waitUntilCompleted(bought.uuid);
    const [spentInFull, spentInPart] = await issuedCards(bought.uuid, 2);
    // Their holder's PINs: marked e-mailed, so the e-mail job leaves them alone.
    await stack.api.sql.query('UPDATE gift_cards SET pin_hash = $2, emailed_at = now() WHERE order_id = $1', [bought.uuid, await hashPin(PIN)]);

    const paidByCard = await cart();
    await addCard(paidByCard.uuid, spentInFull!.number);
    const rest = await place(paidByCard.uuid, paidByCard.packageId);
    // What the card's value leaves (the service fee, if the store charges one) is paid by bank card.
    if (rest.action?.url) await approveCardPayment(rest.action.url);
    await waitUntilCompleted(paidByCard.uuid);
    const [boughtWithCard] = await issuedCards(paidByCard.uuid, 1);
    expect(boughtWithCard!.status).toBe('ACTIVE');

    const paidInPart = await cart(2);
    await addCard(paidInPart.uuid, spentInPart!.number);
    const awaitingRest = await place(paidInPart.uuid, paidInPart.packageId);
    expect(awaitingRest.order?.status).toBe('PENDING');

    await refundAtProvider(bought.uuid);
    const blocked = [spentInFull!.id, spentInPart!.id, boughtWithCard!.id];
    expect(await eventually(() => cardStatuses(blocked), (statuses) => statuses.every((status) => status === 'BLOCKED'))).toEqual(['BLOCKED', 'BLOCKED', 'BLOCKED']);

    await approveCardPayment(awaitingRest.action!.url!);
    await waitUntilCompleted(paidInPart.uuid);
    expect((await issuedCards(paidInPart.uuid, 2)).map((card) => card.status)).toEqual(['BLOCKED', 'BLOCKED']);
  });

  it('debits one €100 card at most €100 in all when 50 orders holding it are placed at once', async () => {
    const card = await insertCard(10_000);
    const baskets = [];
    expect(variations.length).toBeGreaterThan(10);
    for (let index = 0; index < 50; index += 1) baskets.push(await cart(1, variations[index % variations.length]));
    // Each basket holds the card as the payment step records it (the check itself is tested above).
    for (const basket of baskets) {
      await stack.api.sql.query('INSERT INTO order_card_payments (store_id, order_id, card_id, balance_when_added_minor) VALUES (70, $1, $2, 10000)', [
        basket.uuid,
        card.id,
      ]);
    }
    const results = await Promise.all(baskets.map((basket) => place(basket.uuid, basket.packageId)));
    const placedCount = results.filter((result) => result.errors.length === 0).length;
    expect(placedCount).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((candidate) => candidate.errors.length > 0)) {
      expect(result.errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_BALANCE_CHANGED);
    }
    const [debited] = await stack.api.sql.query<{ total: number; n: number }>(
      `SELECT coalesce(-sum(amount_minor), 0)::int AS total, count(*)::int AS n FROM card_ledger WHERE card_id = $1 AND kind = 'DEBIT'`,
      [card.id],
    );
    expect(Number(debited!.total)).toBeLessThanOrEqual(10_000);
    expect(Number(debited!.n)).toBe(placedCount);
    expect(await balanceOf(card.id)).toBe(10_000 - Number(debited!.total));
    const references = await stack.api.sql.query<{ reference: string }>(`SELECT reference FROM card_ledger WHERE card_id = $1 AND kind = 'DEBIT'`, [card.id]);
    const placedIds = baskets.filter((_, index) => results[index]!.errors.length === 0).map((basket) => orderDebitReference(basket.uuid));
    expect(references.map((row) => row.reference).sort()).toEqual(placedIds.sort());
  }, 120_000);
});
