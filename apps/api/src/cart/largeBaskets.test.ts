import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PACKAGES_PER_BASKET } from '@shop/cart-rules';
import { API_ERROR_CODES } from '@shop/graphql';
import {
  AddGiftcardPackageDocument,
  CartDocument,
  DeleteGiftcardPackageGroupDocument,
  PlaceOrderDocument,
  type GiftcardPackageInput,
} from '@shop/graphql/operations';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { createSandboxProvider } from '../payments/sandboxProvider.ts';
import { toGiftcardOrder } from './orderView.ts';

/**
 * Baskets whose totals passed 2^31 − 1 minor units used to be written, reported as failed (GraphQL `Int` could not
 * carry the total) and never readable again. Now the basket's caps refuse the change that would pass them, nothing is
 * written, a basket already that large reads, and a change is answered from inside its own transaction.
 */
vi.mock('./orderView.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./orderView.ts')>();
  return { ...original, toGiftcardOrder: vi.fn(original.toGiftcardOrder) };
});

let api: TestApi;
let mx: { language: string; storeID: number; countryCode: string };

const INT32_MAX = 2 ** 31 - 1;

/** The store's custom-amount digital variation with the highest maximum, free of stock and per-order limits. */
async function dearestCustomVariation(storeId: number): Promise<{ variationId: string; maximum: number }> {
  const [row] = await api.sql.query<{ id: string; maximum: string }>(
    `SELECT pv.id::text AS id, pv.custom_max_minor::text AS maximum FROM product_variations pv
     JOIN products p ON p.id = pv.product_id
     WHERE p.store_id = $1 AND pv.variation_type = 'digital' AND pv.custom_max_minor IS NOT NULL
       AND p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit
     ORDER BY pv.custom_max_minor DESC, p.position LIMIT 1`,
    [storeId],
  );
  if (!row) throw new Error(`no custom-amount variation in store ${storeId}`);
  return { variationId: row.id, maximum: Number(row.maximum) };
}

async function add(userData: typeof IE, pkg: GiftcardPackageInput, orderUuid: string | null) {
  return (await api.gql(AddGiftcardPackageDocument, { userData, orderUuid, package: pkg })).addGiftcardPackage;
}

async function readCart(userData: typeof IE, orderUuid: string) {
  return (await api.gql(CartDocument, { userData, orderUuid })).cartV2;
}

async function storedItems(orderUuid: string): Promise<number> {
  const [row] = await api.sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM order_items WHERE order_id = $1`, [orderUuid]);
  return row?.count ?? 0;
}

/** Adds `pkg` to one basket again and again, up to `times`, until the API refuses; returns the basket and the refusal. */
async function addUntilRefused(userData: typeof IE, pkg: GiftcardPackageInput, times: number) {
  const first = await add(userData, pkg, null);
  expect(first.errors).toEqual([]);
  const orderUuid = first.order!.uuid;
  for (let added = 1; added < times; added += 1) {
    const before = await readCart(userData, orderUuid);
    const itemsBefore = await storedItems(orderUuid);
    const result = await add(userData, pkg, orderUuid);
    if (result.errors.length > 0) return { orderUuid, added, refusal: result, before, itemsBefore };
    expect(result.order!.totals.grandTotal.value).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  }
  return { orderUuid, added: times, refusal: null, before: null, itemsBefore: 0 };
}

beforeAll(async () => {
  // Placing is refused before the payment provider is asked, so no payment service needs to answer.
  const paymentProvider = createSandboxProvider({ url: 'http://127.0.0.1:9', apiKey: 'sandbox_key', webhookSecret: 'sandbox_webhook_secret' });
  api = await startTestApi({ brandCodes: ['GCSIE', 'CBMX'], paymentProvider });
  mx = api.nlUserData;
});
afterAll(() => api?.close());

describe('a basket cannot grow past its value cap', () => {
  it.each([
    ['GCSIE (100 × €500, 430 times)', () => IE, 430],
    ['CBMX (100 × 9,500 MXN, 23 times)', () => mx, 23],
  ])('%s: refused with the cap’s code before 2^31 − 1, nothing written, the basket still reads', async (_name, userDataOf, times) => {
    const userData = userDataOf();
    const { variationId, maximum } = await dearestCustomVariation(userData.storeID);
    // The scenario needs the adds to pass 32 bits if nothing stopped them.
    expect(maximum * 100 * times).toBeGreaterThan(INT32_MAX);
    const { orderUuid, added, refusal, before, itemsBefore } = await addUntilRefused(userData, { variationId, amount: maximum, quantity: 100 }, times);

    expect(refusal?.errors).toEqual([
      { code: API_ERROR_CODES.BASKET_VALUE_LIMIT, message: expect.any(String), referencedRequestParameter: 'package.quantity', retryAfterSeconds: null },
    ]);
    expect(refusal?.order).toBeNull();
    expect(added).toBeLessThan(times);
    expect(await storedItems(orderUuid)).toBe(itemsBefore);
    const after = await readCart(userData, orderUuid);
    expect(after.errors).toEqual([]);
    expect(after).toEqual(before);
  }, 180_000);

  it('holds under concurrent adds to one basket', async () => {
    const { variationId, maximum } = await dearestCustomVariation(IE.storeID);
    const pkg = { variationId, amount: maximum, quantity: 10 };
    const first = await add(IE, pkg, null);
    const orderUuid = first.order!.uuid;
    const results = await Promise.all(Array.from({ length: 30 }, () => add(IE, pkg, orderUuid)));
    const refused = results.filter((result) => result.errors.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect(result.errors[0]?.code).toBe(API_ERROR_CODES.BASKET_VALUE_LIMIT);
    const cart = await readCart(IE, orderUuid);
    expect(cart.errors).toEqual([]);
    expect(cart.order!.packagesGroups).toHaveLength(1 + results.length - refused.length);
    const accepted = results.filter((result) => result.errors.length === 0).map((result) => result.order!.totals.grandTotal.value);
    expect(cart.order!.totals.grandTotal.value).toBe(Math.max(...accepted));
  }, 120_000);
});

describe('a basket holds a limited number of packages', () => {
  it('refuses the package past the cap and keeps the basket as it was', async () => {
    const { variationId } = await dearestCustomVariation(IE.storeID);
    const pkg = { variationId, amount: 1000, quantity: 1 };
    const { orderUuid, added, refusal, before, itemsBefore } = await addUntilRefused(IE, pkg, MAX_PACKAGES_PER_BASKET + 10);
    expect(refusal?.errors).toEqual([
      { code: API_ERROR_CODES.BASKET_PACKAGE_LIMIT, message: expect.any(String), referencedRequestParameter: 'orderUuid', retryAfterSeconds: null },
    ]);
    expect(added).toBe(MAX_PACKAGES_PER_BASKET);
    expect(before?.order?.packagesGroups).toHaveLength(added);
    expect(await storedItems(orderUuid)).toBe(itemsBefore);
    expect(await readCart(IE, orderUuid)).toEqual(before);
  }, 180_000);
});

describe('a basket that passed 2^31 − 1 before the caps', () => {
  it('reads with its exact totals, takes nothing more, cannot be placed, and can be emptied', async () => {
    const { variationId, maximum } = await dearestCustomVariation(IE.storeID);
    const first = await add(IE, { variationId, amount: maximum, quantity: 1 }, null);
    const orderUuid = first.order!.uuid;
    const quantity = 50_000;
    await api.sql.query(`UPDATE order_items SET qty = $2 WHERE order_id = $1 AND item_type = 'GIFTCARD'`, [orderUuid, quantity]);

    const cart = await readCart(IE, orderUuid);
    expect(cart.errors).toEqual([]);
    expect(cart.order!.totals.subTotal).toEqual({ currency: 'EUR', value: maximum * quantity });
    expect(cart.order!.totals.subTotal.value).toBeGreaterThan(INT32_MAX);

    const itemsBefore = await storedItems(orderUuid);
    const refused = await add(IE, { variationId, amount: 1000, quantity: 1 }, orderUuid);
    expect(refused.errors[0]?.code).toBe(API_ERROR_CODES.BASKET_VALUE_LIMIT);
    expect(await storedItems(orderUuid)).toBe(itemsBefore);

    const placing = await api.gql(PlaceOrderDocument, {
      userData: IE,
      orderUuid,
      idempotencyKey: `large-basket-${orderUuid}`,
      checkout: digitalCheckout([cart.order!.packagesGroups[0]!.packageId]),
    });
    expect(placing.placeOrder.errors).toEqual([
      { code: API_ERROR_CODES.BASKET_VALUE_LIMIT, message: expect.any(String), referencedRequestParameter: 'orderUuid', retryAfterSeconds: null },
    ]);
    const [order] = await api.sql.query<{ status: string; placed: boolean }>(
      `SELECT status, placed_at IS NOT NULL AS placed FROM orders WHERE id = $1`,
      [orderUuid],
    );
    expect(order).toEqual({ status: 'PENDING', placed: false });

    const emptied = await api.gql(DeleteGiftcardPackageGroupDocument, { userData: IE, orderUuid, shipmentTag: 'DIGITAL', packageId: null });
    expect(emptied.deleteGiftcardPackageGroup.errors).toEqual([]);
    expect(emptied.deleteGiftcardPackageGroup.order?.totals.grandTotal.value).toBe(0);
  });
});

describe('a change is answered from inside its transaction', () => {
  it('reports a failure only for a change it did not commit', async () => {
    const { variationId } = await dearestCustomVariation(IE.storeID);
    const first = await add(IE, { variationId, amount: 1000, quantity: 1 }, null);
    const orderUuid = first.order!.uuid;
    const before = await readCart(IE, orderUuid);
    const itemsBefore = await storedItems(orderUuid);

    vi.mocked(toGiftcardOrder).mockImplementationOnce(() => {
      throw new Error('the changed basket could not be priced');
    });
    const failed = await add(IE, { variationId, amount: 1000, quantity: 1 }, orderUuid);
    expect(failed.errors.map((error) => error.code)).toEqual([API_ERROR_CODES.SOMETHING_WENT_WRONG]);
    expect(await storedItems(orderUuid)).toBe(itemsBefore);
    expect(await readCart(IE, orderUuid)).toEqual(before);

    const added = await add(IE, { variationId, amount: 1000, quantity: 1 }, orderUuid);
    expect(added.errors).toEqual([]);
    expect(added.order).toEqual((await readCart(IE, orderUuid)).order);
  });
});
