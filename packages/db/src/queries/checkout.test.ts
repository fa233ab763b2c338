import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection, ShopDatabase } from '../client.ts';
import { seed } from '../seed/index.ts';
import { brandStores } from '../test-stores.ts';
import { createTestDatabase } from '../testing.ts';
import type { CartRef } from './cart-contents.ts';
import { createCart } from './cart-orders.ts';
import { products } from '../schema.ts';
import { findRequestKeyOrder, insertPayment, isRequestKeyConflict, lockLimitedStock, markOrderPlaced, type NewPayment } from './checkout.ts';

let connection: DatabaseConnection;
let db: ShopDatabase;

const IE = { storeId: 70, language: 'en' } as const;

beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  await seed(db, { stores: await brandStores('GCSIE') });
});

afterAll(() => connection?.close());

async function newCart(): Promise<CartRef> {
  return { storeId: IE.storeId, orderId: await createCart(db, IE) };
}

function payment(ref: CartRef, attempt: number, requestKey: string): NewPayment {
  return { ...ref, attempt, method: 'CARD', issuerId: null, bankName: null, amountMinor: 2500, currency: 'EUR', requestKey };
}

async function place(ref: CartRef, placeKey: string, number: string): Promise<void> {
  await db.transaction((tx) =>
    markOrderPlaced(tx, ref, {
      number, placeKey, placeFingerprint: 'f', customer: {}, deliveryMode: 'DEFAULT', grandTotalMinor: 2500, totals: {}, storefrontOrigin: 'https://www.giftcardshop.ie',
    }),
  );
}

/** What a statement that breaks a constraint throws (the driver's error, wrapped by drizzle). */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe(`idempotency keys of placings and payment attempts (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('finds the order a key was used for, by placing it or by any of its payment attempts, within the store', async () => {
    const order = await newCart();
    const placeKey = randomUUID();
    const retryKey = randomUUID();
    await place(order, placeKey, '70-9000001');
    await db.transaction(async (tx) => {
      await insertPayment(tx, payment(order, 1, placeKey));
      await insertPayment(tx, payment(order, 2, retryKey));
    });
    expect(await findRequestKeyOrder(db, IE.storeId, placeKey)).toBe(order.orderId);
    expect(await findRequestKeyOrder(db, IE.storeId, retryKey)).toBe(order.orderId);
    expect(await findRequestKeyOrder(db, IE.storeId, randomUUID())).toBeNull();
    expect(await findRequestKeyOrder(db, 67, placeKey)).toBeNull();

    // An order the gift cards paid in full has no payment: its key is only the placing's.
    const paidByCards = await newCart();
    const cardsKey = randomUUID();
    await place(paidByCards, cardsKey, '70-9000002');
    expect(await findRequestKeyOrder(db, IE.storeId, cardsKey)).toBe(paidByCards.orderId);
  });

  it("tells a key taken by another order (either unique index) from any other failure", async () => {
    const order = await newCart();
    const key = randomUUID();
    await place(order, key, '70-9000003');
    await db.transaction((tx) => insertPayment(tx, payment(order, 1, key)).then(() => undefined));

    const other = await newCart();
    const paymentKeyTaken = await failure(() => db.transaction((tx) => insertPayment(tx, payment(other, 1, key))));
    const placeKeyTaken = await failure(() => place(other, key, '70-9000004'));
    expect(isRequestKeyConflict(paymentKeyTaken)).toBe(true);
    expect(isRequestKeyConflict(placeKeyTaken)).toBe(true);

    // The same attempt number twice, an order number twice: unique violations, but not of a key.
    const attemptTaken = await failure(() => db.transaction((tx) => insertPayment(tx, payment(order, 1, randomUUID()))));
    expect(isRequestKeyConflict(attemptTaken)).toBe(false);
    expect(isRequestKeyConflict(new Error('payments_store_request_key_unique'))).toBe(false);
    expect(isRequestKeyConflict(null)).toBe(false);
    expect(await findRequestKeyOrder(db, IE.storeId, key)).toBe(order.orderId);
  });
});

describe(`limited stock at placing (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads and locks only the products whose stock is limited: placings of an unlimited card never wait on each other', async () => {
    const [limited, unlimited] = await db.select({ id: products.id }).from(products).where(eq(products.storeId, IE.storeId)).orderBy(asc(products.id)).limit(2);
    if (!limited || !unlimited) throw new Error('the seed has two products in the store');
    await db.update(products).set({ stock: 3 }).where(eq(products.id, limited.id));
    await db.update(products).set({ stock: null }).where(eq(products.id, unlimited.id));
    const lockedElsewhere = (id: number) => failure(() => db.execute(sql`SELECT id FROM products WHERE id = ${id} FOR UPDATE NOWAIT`));
    try {
      await db.transaction(async (tx) => {
        expect(await lockLimitedStock(tx, IE.storeId, [unlimited.id, limited.id])).toEqual(new Map([[limited.id, 3]]));
        // Another connection: only the server has more than one.
        if (connection.kind !== 'postgres') return;
        await expect(db.execute(sql`SELECT id FROM products WHERE id = ${unlimited.id} FOR UPDATE NOWAIT`)).resolves.toBeDefined();
        expect(await lockedElsewhere(limited.id)).toMatchObject({ cause: { code: '55P03' } });
      });
    } finally {
      await db.update(products).set({ stock: null }).where(eq(products.id, limited.id));
    }
  });
});
