import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import {
  orderNumberSequences,
  orders,
  packageGroups,
  packages,
  paymentEvents,
  payments,
  products,
  shipments,
  usedCaptchaSolutions,
  type deliveryModes,
  type paymentMethodKinds,
  type paymentStatuses,
} from '../schema.ts';
import type { CartRef } from './cart-contents.ts';

export type DeliveryModeValue = (typeof deliveryModes)[number];
export type PaymentMethodValue = (typeof paymentMethodKinds)[number];
export type PaymentStatusValue = (typeof paymentStatuses)[number];

export interface OrderForPlacing {
  readonly id: string;
  readonly status: 'PENDING' | 'COMPLETED' | 'CANCELED';
  readonly placedAt: Date | null;
  readonly placeKey: string | null;
  readonly placeFingerprint: string | null;
  readonly customer: unknown;
  readonly number: string | null;
  /** The account the basket belongs to; null for a guest's. */
  readonly accountId: string | null;
}

/** Locks the store's order (cart or placed) until the transaction ends; null when there is none. */
export async function lockOrder(tx: ShopTransaction, ref: CartRef): Promise<OrderForPlacing | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      placedAt: orders.placedAt,
      placeKey: orders.placeKey,
      placeFingerprint: orders.placeFingerprint,
      customer: orders.customer,
      number: orders.number,
      accountId: orders.accountId,
    })
    .from(orders)
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId)))
    .for('update');
  return row ?? null;
}

/**
 * The stock of those of the given products whose stock is limited, locked (in id order, so two placings never
 * deadlock) until the transaction ends. Products of unlimited stock are neither returned nor locked: placings of the
 * same unlimited card never wait for one another.
 */
export async function lockLimitedStock(tx: ShopTransaction, storeId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...productIds]), isNotNull(products.stock)))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.flatMap((row) => (row.stock === null ? [] : [[row.id, row.stock] as const])));
}

/** Changes limited stock by `delta` (negative takes); unlimited stock (null) stays unlimited. */
export async function adjustStock(tx: ShopTransaction, storeId: number, productId: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(and(eq(products.storeId, storeId), eq(products.id, productId), sql`${products.stock} IS NOT NULL`));
}

/** The store's next order number, e.g. `70-0000123`. */
export async function nextOrderNumber(tx: ShopTransaction, storeId: number): Promise<string> {
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ storeId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderNumberSequences.storeId, set: { lastNumber: sql`${orderNumberSequences.lastNumber} + 1` } })
    .returning({ lastNumber: orderNumberSequences.lastNumber });
  if (!row) throw new Error('order number sequence returned no row');
  return `${storeId}-${String(row.lastNumber).padStart(7, '0')}`;
}

export interface PlacedOrderFields {
  readonly number: string;
  readonly placeKey: string;
  readonly placeFingerprint: string;
  readonly customer: unknown;
  readonly deliveryMode: DeliveryModeValue;
  readonly grandTotalMinor: number;
  readonly totals: unknown;
  /** The origin of the storefront it was placed on, where its e-mails link to. */
  readonly storefrontOrigin: string;
}

export async function markOrderPlaced(tx: ShopTransaction, ref: CartRef, fields: PlacedOrderFields): Promise<void> {
  await tx
    .update(orders)
    .set({ ...fields, placedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId)));
}

export async function setOrderStatus(tx: ShopTransaction, ref: CartRef, status: 'COMPLETED' | 'CANCELED'): Promise<void> {
  await tx
    .update(orders)
    .set(
      status === 'COMPLETED'
        ? { status, completedAt: sql`now()`, updatedAt: sql`now()` }
        : { status, canceledAt: sql`now()`, updatedAt: sql`now()` },
    )
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId)));
}

export interface ShipmentPromise {
  readonly registered: boolean;
  readonly shippingCostMinor: number;
  readonly deliveryAddress: unknown;
  readonly dispatchDate: string | null;
  readonly deliveredFrom: string | null;
  readonly deliveredBy: string | null;
  readonly promisedBy: Date | null;
}

/** The order's shipments with the packages in each (placing spreads SPLIT packages over new shipments). */
export async function listOrderShipments(db: ShopExecutor, ref: CartRef) {
  const rows = await db
    .select({ shipmentId: shipments.id, tag: shipments.tag, deliveryKind: shipments.deliveryKind, packageId: packages.id })
    .from(shipments)
    .leftJoin(packages, and(eq(packages.storeId, shipments.storeId), eq(packages.shipmentId, shipments.id)))
    .where(and(eq(shipments.storeId, ref.storeId), eq(shipments.orderId, ref.orderId)))
    .orderBy(asc(shipments.id), asc(packages.id));
  return rows;
}

export async function setShipmentPromise(tx: ShopTransaction, storeId: number, shipmentId: number, promise: ShipmentPromise): Promise<void> {
  await tx
    .update(shipments)
    .set(promise)
    .where(and(eq(shipments.storeId, storeId), eq(shipments.id, shipmentId)));
}

/** A further physical shipment of the order (SPLIT delivery: one per address); returns its id. */
export async function createShipment(tx: ShopTransaction, ref: CartRef, tag: string): Promise<number> {
  const [row] = await tx
    .insert(shipments)
    .values({ storeId: ref.storeId, orderId: ref.orderId, tag, deliveryKind: 'PHYSICAL' })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment insert returned no row');
  return row.id;
}

export async function movePackageToShipment(tx: ShopTransaction, storeId: number, packageId: number, shipmentId: number): Promise<void> {
  const [moved] = await tx
    .update(packages)
    .set({ shipmentId })
    .where(and(eq(packages.storeId, storeId), eq(packages.id, packageId)))
    .returning({ groupId: packages.packageGroupId });
  if (moved) {
    await tx
      .update(packageGroups)
      .set({ shipmentId })
      .where(and(eq(packageGroups.storeId, storeId), eq(packageGroups.id, moved.groupId)));
  }
}

export async function setPackageReceiver(tx: ShopTransaction, storeId: number, packageId: number, receiver: { name: string; email: string }) {
  await tx
    .update(packages)
    .set({ receiverName: receiver.name, receiverEmail: receiver.email })
    .where(and(eq(packages.storeId, storeId), eq(packages.id, packageId)));
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  readonly storeId: number;
  readonly orderId: string;
  readonly attempt: number;
  readonly method: PaymentMethodValue;
  readonly issuerId: string | null;
  /** The chosen bank's name, for a bank redirect. */
  readonly bankName: string | null;
  readonly amountMinor: number;
  readonly currency: string;
  readonly requestKey: string;
}

export async function insertPayment(tx: ShopTransaction, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, status: 'REQUIRES_ACTION' })
    .returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** The order's payment attempts, latest first. */
export function listPayments(db: ShopExecutor, ref: CartRef): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, ref.storeId), eq(payments.orderId, ref.orderId)))
    .orderBy(desc(payments.attempt));
}

export async function findPaymentByRequestKey(db: ShopExecutor, storeId: number, requestKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.requestKey, requestKey)));
  return row ?? null;
}

/**
 * The order a client's idempotency key was used for in the store, by placing it (`orders.place_key`) or by any of its
 * payment attempts (`payments.request_key`, placing's and retries'); null when the key is unused. A key belongs to one
 * checkout: both columns are unique per store.
 */
export async function findRequestKeyOrder(db: ShopExecutor, storeId: number, requestKey: string): Promise<string | null> {
  const [placed] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.placeKey, requestKey)));
  if (placed) return placed.orderId;
  const [paid] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.requestKey, requestKey)));
  return paid?.orderId ?? null;
}

/** The unique indexes that hold each idempotency key once per store (migration 0005). */
const REQUEST_KEY_CONSTRAINTS: ReadonlySet<string> = new Set(['orders_store_place_key_unique', 'payments_store_request_key_unique']);
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed statement broke one of the idempotency-key indexes: another transaction, committed after ours
 * looked the key up, used the key first. The driver's error (Postgres and PGlite alike carry `code` and `constraint`)
 * is found through drizzle's wrapping `cause`s.
 */
export function isRequestKeyConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && typeof constraint === 'string' && REQUEST_KEY_CONSTRAINTS.has(constraint)) return true;
  }
  return false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One payment by our id (the reference the provider echoes back); null for anything else. */
export async function findPaymentById(db: ShopExecutor, paymentId: string): Promise<PaymentRow | null> {
  if (!UUID.test(paymentId)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** Locks one payment (by our id) until the transaction ends. */
export async function lockPayment(tx: ShopTransaction, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function updatePayment(
  tx: ShopTransaction,
  paymentId: string,
  change: Partial<Pick<PaymentRow, 'status' | 'providerReference' | 'action' | 'errorCode'>>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** Records a provider event id; false when it was handled before (a redelivery). */
export async function recordPaymentEvent(
  tx: ShopTransaction,
  event: { readonly eventId: string; readonly providerReference: string; readonly type: string },
): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The placed order as the confirmation page shows it
// ---------------------------------------------------------------------------------------------

/** Each package of an order with its shipment and (digital packages) its receiver, in the order they were added. */
export function listPackageReceivers(db: ShopExecutor, ref: CartRef) {
  return db
    .select({ id: packages.id, shipmentId: packages.shipmentId, receiverName: packages.receiverName, receiverEmail: packages.receiverEmail })
    .from(packages)
    .where(and(eq(packages.storeId, ref.storeId), eq(packages.orderId, ref.orderId)))
    .orderBy(asc(packages.id));
}

export async function findPlacedOrder(db: ShopExecutor, ref: CartRef) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      placedAt: orders.placedAt,
      language: orders.language,
      customer: orders.customer,
      deliveryMode: orders.deliveryMode,
      totals: orders.totals,
      grandTotalMinor: orders.grandTotalMinor,
      accountId: orders.accountId,
    })
    .from(orders)
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId), sql`${orders.placedAt} IS NOT NULL`));
  if (!order) return null;
  const [shipmentRows, packageRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.storeId, ref.storeId), eq(shipments.orderId, ref.orderId)))
      .orderBy(asc(shipments.id)),
    listPackageReceivers(db, ref),
    listPayments(db, ref),
  ]);
  return { order, shipments: shipmentRows, packages: packageRows, payments: paymentRows };
}

/** Accepts a solved captcha challenge once: false when its signature was used before. Expired claims are cleared. */
export async function claimCaptchaSolution(db: ShopExecutor, signature: string, expiresAt: Date): Promise<boolean> {
  if (signature.length === 0 || signature.length > 512) return false;
  await db.delete(usedCaptchaSolutions).where(sql`${usedCaptchaSolutions.expiresAt} < now()`);
  const claimed = await db.insert(usedCaptchaSolutions).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: usedCaptchaSolutions.signature });
  return claimed.length > 0;
}
