import { and, asc, desc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import { cardLedger, giftCards, orderItems, orders, packages, payments, products, productVariations, shipments, stores } from '../schema.ts';
import type { CartRef } from './cart-contents.ts';

/** One package's gift card line: `qty` cards of `unitPriceMinor` each. */
export interface GiftCardLine {
  readonly packageId: number;
  readonly deliveryKind: 'DIGITAL' | 'PHYSICAL';
  readonly productId: number;
  /** CHOICE for the All-in-1 Choice card's product, else STANDARD. */
  readonly cardKind: GiftCardKind;
  readonly qty: number;
  readonly unitPriceMinor: number;
  readonly currency: string;
}

export type GiftCardKind = (typeof giftCards.$inferSelect)['kind'];
export type GiftCardStatus = (typeof giftCards.$inferSelect)['status'];

/**
 * Locks a paid order (completed, its payment not refunded) until the transaction ends, so two issuers of one order run
 * one after the other; null otherwise.
 */
export async function lockPaidOrder(tx: ShopTransaction, ref: CartRef): Promise<{ readonly id: string } | null> {
  const refunded = tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, orders.id), eq(payments.status, 'REFUNDED')));
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId), eq(orders.status, 'COMPLETED'), notExists(refunded)))
    .for('update');
  return row ?? null;
}

/** Blocks every card an order issued that is not blocked yet; returns the ids of the cards it blocked. */
export async function blockOrderCards(tx: ShopTransaction, ref: CartRef): Promise<number[]> {
  const blocked = await tx
    .update(giftCards)
    .set({ status: 'BLOCKED' })
    .where(and(eq(giftCards.storeId, ref.storeId), eq(giftCards.orderId, ref.orderId), ne(giftCards.status, 'BLOCKED')))
    .returning({ id: giftCards.id });
  return blocked.map((row) => row.id);
}

export function listGiftCardLines(db: ShopExecutor, ref: CartRef): Promise<GiftCardLine[]> {
  return db
    .select({
      packageId: orderItems.packageId,
      deliveryKind: shipments.deliveryKind,
      productId: productVariations.productId,
      cardKind: sql<GiftCardKind>`CASE WHEN ${products.isChoiceCard} THEN 'CHOICE' ELSE 'STANDARD' END`,
      qty: orderItems.qty,
      unitPriceMinor: orderItems.unitPriceMinor,
      currency: stores.currency,
    })
    .from(orderItems)
    .innerJoin(packages, and(eq(packages.storeId, orderItems.storeId), eq(packages.id, orderItems.packageId)))
    .innerJoin(shipments, and(eq(shipments.storeId, packages.storeId), eq(shipments.id, packages.shipmentId)))
    .innerJoin(productVariations, and(eq(productVariations.storeId, orderItems.storeId), eq(productVariations.id, orderItems.variationId)))
    .innerJoin(products, and(eq(products.storeId, productVariations.storeId), eq(products.id, productVariations.productId)))
    .innerJoin(stores, eq(stores.storeId, orderItems.storeId))
    .where(and(eq(orderItems.storeId, ref.storeId), eq(orderItems.orderId, ref.orderId), eq(orderItems.itemType, 'GIFTCARD')))
    .orderBy(asc(orderItems.packageId));
}

/** The card sequences already issued per package. */
export async function listIssuedSequences(db: ShopExecutor, packageIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const issued = new Map<number, Set<number>>();
  if (packageIds.length === 0) return issued;
  const rows = await db
    .select({ packageId: giftCards.packageId, sequence: giftCards.sequence })
    .from(giftCards)
    .where(inArray(giftCards.packageId, [...packageIds]));
  for (const row of rows) {
    if (row.packageId === null) continue;
    const sequences = issued.get(row.packageId) ?? new Set<number>();
    sequences.add(row.sequence);
    issued.set(row.packageId, sequences);
  }
  return issued;
}

export interface NewGiftCard {
  readonly storeId: number;
  readonly orderId: string;
  readonly packageId: number;
  readonly sequence: number;
  readonly productId: number;
  readonly deliveryKind: 'DIGITAL' | 'PHYSICAL';
  readonly kind: GiftCardKind;
  /** ACTIVE, or NOT_ACTIVATED for a choice card that waits for its holder's activation; BLOCKED when paid with value
   *  that was taken back. */
  readonly status: GiftCardStatus;
  readonly number: string;
  readonly pinHash: string;
  readonly currency: string;
  readonly valueMinor: number;
  readonly validityMonths: number;
}

/**
 * Issues one card with its ISSUE ledger entry; null when the number is taken (draw another). A second card
 * for the same package and sequence violates `gift_cards_package_sequence_unique` and fails the transaction.
 */
export async function insertIssuedGiftCard(tx: ShopTransaction, card: NewGiftCard, reference: string): Promise<number | null> {
  const [inserted] = await tx
    .insert(giftCards)
    .values({
      storeId: card.storeId,
      number: card.number,
      pinHash: card.pinHash,
      orderId: card.orderId,
      packageId: card.packageId,
      sequence: card.sequence,
      productId: card.productId,
      deliveryKind: card.deliveryKind,
      kind: card.kind,
      status: card.status,
      currency: card.currency,
      initialValueMinor: card.valueMinor,
      expiresAt: sql`now() + make_interval(months => ${card.validityMonths})`,
    })
    .onConflictDoNothing({ target: giftCards.number })
    .returning({ id: giftCards.id });
  if (!inserted) return null;
  await tx.insert(cardLedger).values({
    storeId: card.storeId,
    cardId: inserted.id,
    kind: 'ISSUE',
    amountMinor: card.valueMinor,
    balanceAfterMinor: card.valueMinor,
    reference,
  });
  return inserted.id;
}

export interface UnsentGiftCard {
  readonly id: number;
  readonly kind: GiftCardKind;
  readonly number: string;
  readonly valueMinor: number;
  readonly expiresAt: Date;
}

/** A package's cards whose e-mail has not gone out, in package order; blocked cards are never sent. */
export function listUnsentPackageCards(db: ShopExecutor, storeId: number, packageId: number): Promise<UnsentGiftCard[]> {
  return db
    .select({ id: giftCards.id, kind: giftCards.kind, number: giftCards.number, valueMinor: giftCards.initialValueMinor, expiresAt: giftCards.expiresAt })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.packageId, packageId), isNull(giftCards.emailedAt), ne(giftCards.status, 'BLOCKED')))
    .orderBy(asc(giftCards.sequence));
}

/** Replaces the PIN hashes of cards not yet e-mailed; returns the ids of the cards it changed. */
export async function replacePinHashes(tx: ShopTransaction, storeId: number, hashes: readonly { readonly cardId: number; readonly pinHash: string }[]): Promise<number[]> {
  const replaced: number[] = [];
  for (const { cardId, pinHash } of hashes) {
    const rows = await tx
      .update(giftCards)
      .set({ pinHash })
      .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId), isNull(giftCards.emailedAt)))
      .returning({ id: giftCards.id });
    replaced.push(...rows.map((row) => row.id));
  }
  return replaced;
}

export async function markCardsEmailed(db: ShopExecutor, storeId: number, cardIds: readonly number[]): Promise<void> {
  if (cardIds.length === 0) return;
  await db
    .update(giftCards)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(giftCards.storeId, storeId), inArray(giftCards.id, [...cardIds]), isNull(giftCards.emailedAt)));
}

/** A card as a holder's check reads it: found by its number alone, so a card of another store is recognised. */
export interface GiftCardForCheck {
  readonly id: number;
  readonly storeId: number;
  readonly pinHash: string;
  readonly kind: (typeof giftCards.$inferSelect)['kind'];
  readonly status: (typeof giftCards.$inferSelect)['status'];
  readonly currency: string;
  /** From the card's latest ledger entry. */
  readonly balanceMinor: number;
  readonly expiresAt: Date;
  /** Judged by the database's clock, the one every API process shares. */
  readonly expired: boolean;
}

export async function findGiftCardForCheck(db: ShopExecutor, number: string): Promise<GiftCardForCheck | null> {
  const latestBalance = db
    .select({ balance: cardLedger.balanceAfterMinor })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, giftCards.id))
    .orderBy(desc(cardLedger.id))
    .limit(1);
  const [row] = await db
    .select({
      id: giftCards.id,
      storeId: giftCards.storeId,
      pinHash: giftCards.pinHash,
      kind: giftCards.kind,
      status: giftCards.status,
      currency: giftCards.currency,
      balanceMinor: sql<number>`coalesce((${latestBalance}), 0)`.mapWith(Number),
      expiresAt: giftCards.expiresAt,
      expired: sql<boolean>`${giftCards.expiresAt} <= now()`,
    })
    .from(giftCards)
    .where(eq(giftCards.number, number));
  return row ?? null;
}
