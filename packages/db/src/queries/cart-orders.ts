import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import { orders, type orderStatuses } from '../schema.ts';
import type { CartRef } from './cart-contents.ts';

export type PlacedOrderStatus = Exclude<(typeof orderStatuses)[number], 'PENDING'>;

/** Opens an empty guest cart (a pending order) in the store's language; returns its uuid. */
export async function createCart(db: ShopExecutor, cart: { readonly storeId: number; readonly language: string }): Promise<string> {
  const [created] = await db.insert(orders).values({ storeId: cart.storeId, language: cart.language }).returning({ id: orders.id });
  if (!created) throw new Error('order insert returned no row');
  return created.id;
}

function openCart(cart: CartRef) {
  // A placed order is still PENDING until it is paid, but it is no longer a cart.
  return and(eq(orders.id, cart.orderId), eq(orders.storeId, cart.storeId), eq(orders.status, 'PENDING'), isNull(orders.placedAt));
}

/** An open cart as its guards see it: the account it belongs to, or null for a guest basket. */
export interface OpenCart {
  readonly accountId: string | null;
}

/** The store's open cart with this uuid; null for another store's cart, a placed order or no order at all. */
export async function findOpenCart(db: ShopExecutor, cart: CartRef): Promise<OpenCart | null> {
  const [row] = await db.select({ accountId: orders.accountId }).from(orders).where(openCart(cart));
  return row ?? null;
}

/**
 * Like `findOpenCart`, and holds the cart's row lock until the transaction ends, so concurrent
 * changes to one cart run one after the other and each judges the cart the previous one left.
 */
export async function lockOpenCart(tx: ShopTransaction, cart: CartRef): Promise<OpenCart | null> {
  const [row] = await tx.select({ accountId: orders.accountId }).from(orders).where(openCart(cart)).for('update');
  return row ?? null;
}

/** Records that the cart changed. */
export async function touchCart(db: ShopExecutor, cart: CartRef): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(orders.id, cart.orderId), eq(orders.storeId, cart.storeId)));
}

/**
 * The status of the store's order with this uuid once it has been placed, and the account it was placed for (null for
 * a guest's); null for carts and unknown orders.
 */
export async function findPlacedOrderStatus(
  db: ShopExecutor,
  order: CartRef,
): Promise<{ readonly status: PlacedOrderStatus; readonly accountId: string | null } | null> {
  const [row] = await db
    .select({ status: orders.status, accountId: orders.accountId })
    .from(orders)
    .where(and(eq(orders.id, order.orderId), eq(orders.storeId, order.storeId), ne(orders.status, 'PENDING')));
  return row ? { status: row.status as PlacedOrderStatus, accountId: row.accountId } : null;
}

/** The account a placed order (paid or not) was placed for: `{ accountId: null }` for a guest's, null when none is placed. */
export async function findPlacedOrderOwner(db: ShopExecutor, order: CartRef): Promise<{ readonly accountId: string | null } | null> {
  const [row] = await db
    .select({ accountId: orders.accountId })
    .from(orders)
    .where(and(eq(orders.id, order.orderId), eq(orders.storeId, order.storeId), sql`${orders.placedAt} IS NOT NULL`));
  return row ?? null;
}
