import { AddGiftcardPackageDocument, CartDocument, type GiftcardPackageInput } from '@shop/graphql/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { createJobWorker, type JobRegistry } from '../jobs/index.ts';
import { BASKET_EXPIRY_SWEEP, basketExpiryJobs, scheduleBasketExpiry } from './basketExpiry.ts';

let api: TestApi;
let card: GiftcardPackageInput;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.sql.query<{ id: string; amount: number }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
      WHERE p.store_id = 70 AND pv.variation_type = 'physical' AND p.stock IS NULL AND p.per_order_limit IS NULL
        AND NOT p.has_apple_sum_limit AND cardinality(pv.fixed_values_minor) > 0
      ORDER BY p.position LIMIT 1`,
  );
  card = { variationId: row!.id, amount: row!.amount, quantity: 1 };
}, 120_000);
afterAll(() => api?.close());

async function newBasket(): Promise<string> {
  const result = (await api.gql(AddGiftcardPackageDocument, { userData: IE, orderUuid: null, package: card })).addGiftcardPackage;
  expect(result.errors).toEqual([]);
  return result.order!.uuid;
}

async function lastChanged(orderId: string, daysAgo: number) {
  await api.sql.query(`UPDATE orders SET updated_at = now() - make_interval(days => $2) WHERE id = $1`, [orderId, daysAgo]);
}

/** What placeOrder records, enough for the database's checks: from now on the order is no longer a basket. */
async function markPlaced(orderId: string) {
  await api.sql.query(
    `UPDATE orders SET placed_at = now(), number = '70-' || substr($1::text, 1, 7), place_key = $1::text, customer = '{}'::jsonb, grand_total_minor = 1000
      WHERE id = $1`,
    [orderId],
  );
}

async function rowsOf(orderId: string) {
  const [row] = await api.sql.query<{ orders: number; shipments: number; packages: number; items: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE id = $1) AS orders,
            (SELECT count(*)::int FROM shipments WHERE order_id = $1) AS shipments,
            (SELECT count(*)::int FROM packages WHERE order_id = $1) AS packages,
            (SELECT count(*)::int FROM order_items WHERE order_id = $1) AS items`,
    [orderId],
  );
  return row!;
}

const pendingSweeps = () =>
  api.sql.query<{ runAt: Date }>(`SELECT run_at AS "runAt" FROM jobs WHERE kind = $1 AND completed_at IS NULL AND failed_at IS NULL`, [BASKET_EXPIRY_SWEEP.kind]);

describe('guest basket expiry', () => {
  it('the hourly sweep deletes baskets unchanged for 30 days with their contents, and keeps fresh baskets and placed orders', async () => {
    const stale = await newBasket();
    const fresh = await newBasket();
    const almost = await newBasket();
    const placed = await newBasket();
    await lastChanged(stale, 31);
    await lastChanged(almost, 29);
    await markPlaced(placed);
    await lastChanged(placed, 400);
    expect((await rowsOf(stale)).items).toBeGreaterThan(0);

    expect(await scheduleBasketExpiry(api.database.db)).toBe(true);
    // Another process starting in the same hour finds this hour's sweep queued.
    expect(await scheduleBasketExpiry(api.database.db)).toBe(false);
    const worker = createJobWorker({ db: api.database.db, registry: basketExpiryJobs({ ttlDays: 30 }) as unknown as JobRegistry, logger: silent });
    expect(await worker.runDueJobs()).toBe(1);

    expect(await rowsOf(stale)).toEqual({ orders: 0, shipments: 0, packages: 0, items: 0 });
    for (const kept of [fresh, almost, placed]) expect((await rowsOf(kept)).orders).toBe(1);

    // Its uuid now reads like a basket that never existed; the storefront starts a new one.
    const expired = (await api.gql(CartDocument, { userData: IE, orderUuid: stale })).cartV2;
    expect(expired.order).toBeNull();
    expect(expired.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[4004, 'orderUuid']]);
    expect((await api.gql(CartDocument, { userData: IE, orderUuid: fresh })).cartV2.order?.uuid).toBe(fresh);

    // The run queued the next hour's, and only that one.
    const next = await pendingSweeps();
    expect(next).toHaveLength(1);
    const nextHour = Math.floor(Date.now() / BASKET_EXPIRY_SWEEP.everyMs + 1) * BASKET_EXPIRY_SWEEP.everyMs;
    expect(next[0]!.runAt.getTime()).toBe(nextHour);
    expect(await worker.runDueJobs()).toBe(0);
  });

  it('follows BASKET_TTL_DAYS', async () => {
    const eightDaysOld = await newBasket();
    await lastChanged(eightDaysOld, 8);
    const context = { db: api.database.db, logger: silent, jobId: 0, attempt: 1 };
    await basketExpiryJobs({ ttlDays: 30 })['expire-baskets'].handler({}, context);
    expect((await rowsOf(eightDaysOld)).orders).toBe(1);
    await basketExpiryJobs({ ttlDays: 7 })['expire-baskets'].handler({}, context);
    expect((await rowsOf(eightDaysOld)).orders).toBe(0);
  });
});
