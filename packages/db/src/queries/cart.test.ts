import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection, ShopDatabase } from '../client.ts';
import { extras, orders, productTranslations, productVariations, shipments } from '../schema.ts';
import { seed } from '../seed/index.ts';
import { brandStores } from '../test-stores.ts';
import { createTestDatabase } from '../testing.ts';
import { loadCartContents, type CartRef } from './cart-contents.ts';
import { createCart, findOpenCart, findPlacedOrderStatus, lockOpenCart } from './cart-orders.ts';
import { deleteCartPackageGroups, insertCartPackage, replaceCartPackage, type PackageLines } from './cart-packages.ts';
import { findActiveExtra, findCartVariation, loadStoreCharges } from './cart-pricing.ts';

let connection: DatabaseConnection;
let db: ShopDatabase;

const IE = { storeId: 70, language: 'en' } as const;
const NL = { storeId: 67, language: 'nl' } as const;

interface Fixture {
  readonly variationId: number;
  readonly amount: number;
  readonly path: string;
}

async function firstVariation(store: { storeId: number; language: string }, type: 'digital' | 'physical'): Promise<Fixture> {
  const [row] = await db
    .select({ variationId: productVariations.id, amount: sql<number>`${productVariations.fixedValuesMinor}[1]::int`, path: productTranslations.path })
    .from(productVariations)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, productVariations.productId), eq(productTranslations.language, store.language)),
    )
    .where(
      and(
        eq(productVariations.storeId, store.storeId),
        eq(productVariations.variationType, type),
        sql`cardinality(${productVariations.fixedValuesMinor}) > 0`,
      ),
    )
    .orderBy(asc(productVariations.id))
    .limit(1);
  if (!row) throw new Error(`store ${store.storeId} has no ${type} variation with fixed values`);
  return row;
}

let digital: Fixture;
let physical: Fixture;
let nlDigital: Fixture;
let wrapperId: number;

const lines = (fixture: Fixture, deliveryKind: PackageLines['deliveryKind'], qty = 1): PackageLines => ({
  deliveryKind,
  card: { type: 'GIFTCARD', variationId: fixture.variationId, qty, unitPriceMinor: fixture.amount },
  extras: [],
});

async function newCart(store: { storeId: number; language: string } = IE): Promise<CartRef> {
  return { storeId: store.storeId, orderId: await createCart(db, store) };
}

async function cartShipments(cart: CartRef) {
  return db.select({ tag: shipments.tag }).from(shipments).where(eq(shipments.orderId, cart.orderId)).orderBy(asc(shipments.tag));
}

beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  await seed(db, { stores: await brandStores('GCSIE', 'GCSNL') });
  digital = await firstVariation(IE, 'digital');
  physical = await firstVariation(IE, 'physical');
  nlDigital = await firstVariation(NL, 'digital');
  const [wrapper] = await db
    .select({ id: extras.id })
    .from(extras)
    .where(and(eq(extras.storeId, IE.storeId), eq(extras.kind, 'WRAPPER'), eq(extras.isActive, true)))
    .limit(1);
  if (!wrapper) throw new Error('GCSIE sells no wrapper');
  wrapperId = wrapper.id;
}, 180_000);
afterAll(async () => {
  await connection?.close();
});

describe(`cart persistence (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('stores a package with its extras and reads it back with the product path in the cart language', async () => {
    const cart = await newCart();
    const withWrapper: PackageLines = {
      ...lines(physical, 'PHYSICAL', 2),
      extras: [{ type: 'WRAPPER', extraId: wrapperId, qty: 2, unitPriceMinor: 295, messageText: null }],
    };
    const packageId = await db.transaction((tx) => insertCartPackage(tx, cart, withWrapper));
    const contents = await loadCartContents(db, { ...cart, language: IE.language });
    expect(contents.packages).toHaveLength(1);
    const [stored] = contents.packages;
    expect(stored).toMatchObject({
      id: packageId,
      deliveryKind: 'PHYSICAL',
      card: { type: 'GIFTCARD', qty: 2, unitPriceMinor: physical.amount, variationId: physical.variationId, product: { path: physical.path } },
      extras: [{ type: 'WRAPPER', extraId: wrapperId, qty: 2, unitPriceMinor: 295, messageText: null }],
    });
    expect(stored?.card.product.path).toMatch(/^\/gift-cards\//);
  });

  it('names Dutch cart items by their Dutch paths', async () => {
    const cart = await newCart(NL);
    await db.transaction((tx) => insertCartPackage(tx, cart, lines(nlDigital, 'DIGITAL')));
    const [stored] = (await loadCartContents(db, { ...cart, language: NL.language })).packages;
    expect(stored?.card.product.path).toBe(nlDigital.path);
    expect(nlDigital.path).toMatch(/^\/cadeaubonnen\//);
  });

  it('moves a package to the other shipment, keeping its id and dropping the emptied shipment', async () => {
    const cart = await newCart();
    const packageId = await db.transaction((tx) => insertCartPackage(tx, cart, lines(digital, 'DIGITAL')));
    const [before] = (await loadCartContents(db, { ...cart, language: 'en' })).packages;
    if (!before) throw new Error('package missing');
    await db.transaction((tx) =>
      replaceCartPackage(tx, cart, { packageId, groupId: before.groupId, deliveryKind: 'DIGITAL' }, lines(physical, 'PHYSICAL', 3)),
    );
    const [after] = (await loadCartContents(db, { ...cart, language: 'en' })).packages;
    expect(after).toMatchObject({ id: packageId, groupId: before.groupId, deliveryKind: 'PHYSICAL', card: { qty: 3 } });
    expect(await cartShipments(cart)).toEqual([{ tag: 'PHYSICAL' }]);
  });

  it('deletes package groups with their items and the shipments left empty', async () => {
    const cart = await newCart();
    await db.transaction(async (tx) => {
      await insertCartPackage(tx, cart, lines(digital, 'DIGITAL'));
      await insertCartPackage(tx, cart, lines(physical, 'PHYSICAL'));
    });
    const { packages } = await loadCartContents(db, { ...cart, language: 'en' });
    const physicalGroups = packages.filter((pkg) => pkg.deliveryKind === 'PHYSICAL').map((pkg) => pkg.groupId);
    await db.transaction((tx) => deleteCartPackageGroups(tx, cart, physicalGroups));
    const left = await loadCartContents(db, { ...cart, language: 'en' });
    expect(left.packages.map((pkg) => pkg.deliveryKind)).toEqual(['DIGITAL']);
    expect(await cartShipments(cart)).toEqual([{ tag: 'DIGITAL' }]);
  });

  it('leaves the cart as it was when the transaction fails', async () => {
    const cart = await newCart();
    await db.transaction((tx) => insertCartPackage(tx, cart, lines(digital, 'DIGITAL')));
    const before = await loadCartContents(db, { ...cart, language: 'en' });
    const refused = db.transaction(async (tx) => {
      await insertCartPackage(tx, cart, lines(physical, 'PHYSICAL'));
      throw new Error('limit exceeded');
    });
    await expect(refused).rejects.toThrow('limit exceeded');
    expect(await loadCartContents(db, { ...cart, language: 'en' })).toEqual(before);
    expect(await cartShipments(cart)).toEqual([{ tag: 'DIGITAL' }]);
  });

  it('makes a second change to a cart wait for the first, so it sees what the first wrote', async () => {
    const cart = await newCart();
    let firstLocked!: () => void;
    let releaseFirst!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const release = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = db.transaction(async (tx) => {
      expect(await lockOpenCart(tx, cart)).toEqual({ accountId: null });
      firstLocked();
      await release;
      await insertCartPackage(tx, cart, lines(digital, 'DIGITAL'));
    });
    await locked;
    const second = db.transaction(async (tx) => {
      expect(await lockOpenCart(tx, cart)).toEqual({ accountId: null });
      return (await loadCartContents(tx, { ...cart, language: 'en' })).packages.length;
    });
    // Give the second change time to overtake the first if the lock did not hold it back.
    await new Promise((resolve) => setTimeout(resolve, 150));
    releaseFirst();
    await first;
    expect(await second).toBe(1);
  });
});

describe(`cart store isolation (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("never finds another store's cart", async () => {
    const cart = await newCart();
    await db.transaction((tx) => insertCartPackage(tx, cart, lines(digital, 'DIGITAL')));
    expect(await findOpenCart(db, cart)).toEqual({ accountId: null });
    const fromNl = { storeId: NL.storeId, orderId: cart.orderId };
    expect(await findOpenCart(db, fromNl)).toBeNull();
    expect(await db.transaction((tx) => lockOpenCart(tx, fromNl))).toBeNull();
    expect((await loadCartContents(db, { ...fromNl, language: NL.language })).packages).toEqual([]);
  });

  it("refuses to put another store's gift card in a cart", async () => {
    const cart = await newCart();
    await expect(db.transaction((tx) => insertCartPackage(tx, cart, lines(nlDigital, 'DIGITAL')))).rejects.toThrow();
    expect((await loadCartContents(db, { ...cart, language: 'en' })).packages).toEqual([]);
  });

  it("does not price another store's variations or extras", async () => {
    expect(await findCartVariation(db, { ...IE, variationId: nlDigital.variationId })).toBeNull();
    expect(await findCartVariation(db, { ...IE, variationId: digital.variationId })).toMatchObject({
      id: digital.variationId,
      variationType: 'digital',
      product: { path: digital.path },
    });
    expect(await findActiveExtra(db, { ...NL, kind: 'WRAPPER', extraId: wrapperId })).toBeNull();
    expect(await findActiveExtra(db, { ...IE, kind: 'WRAPPER', extraId: wrapperId })).toMatchObject({ id: wrapperId, kind: 'WRAPPER' });
  });

  it('reads each store its own charges', async () => {
    const irish = await loadStoreCharges(db, IE);
    expect(irish?.vatBasisPoints).toBe(2300);
    expect(irish?.shipping).not.toBeNull();
    expect(irish?.fees.length).toBeGreaterThan(0);
    expect(await loadStoreCharges(db, { ...IE, storeId: 999_999 })).toBeNull();
  });

  it('titles the fees in the cart\'s language, else in the store\'s main language', async () => {
    const titles = async (store: { storeId: number; language: string }) => (await loadStoreCharges(db, store))?.fees.map((fee) => fee.title);
    expect(await titles(IE)).toEqual(['Service fee', 'Packaging fee']);
    expect(await titles(NL)).toEqual(['Servicekosten', 'Verpakkingskosten']);
    expect(await titles({ ...NL, language: 'fr' })).toEqual(await titles(NL));
  });

  it('reports placed orders only, of their own store', async () => {
    const cart = await newCart();
    expect(await findPlacedOrderStatus(db, cart)).toBeNull();
    await db
      .update(orders)
      .set({ placedAt: new Date(), number: '70-0000001', placeKey: cart.orderId, customer: {}, grandTotalMinor: 1 })
      .where(eq(orders.id, cart.orderId));
    // Placed but not yet paid: still PENDING, and no longer a cart anyone can change.
    expect(await findOpenCart(db, cart)).toBeNull();
    await db
      .update(orders)
      .set({ status: 'COMPLETED' })
      .where(eq(orders.id, cart.orderId));
    expect(await findPlacedOrderStatus(db, cart)).toEqual({ status: 'COMPLETED', accountId: null });
    expect(await findPlacedOrderStatus(db, { storeId: NL.storeId, orderId: cart.orderId })).toBeNull();
    expect(await findOpenCart(db, cart)).toBeNull();
  });
});
