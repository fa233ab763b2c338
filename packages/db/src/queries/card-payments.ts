import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import { cardLedger, giftCards, orderCardPayments } from '../schema.ts';
import type { CartRef } from './cart-contents.ts';
import type { GiftCardKind, GiftCardStatus } from './gift-cards.ts';

/** A card added to a cart's payment, with what it holds now. */
export interface CartCardPayment {
  readonly cardId: number;
  readonly kind: GiftCardKind;
  readonly status: GiftCardStatus;
  readonly currency: string;
  /** The card number's last four digits: enough for the shopper to tell the cards apart. */
  readonly numberEnding: string;
  readonly balanceWhenAddedMinor: number;
  /** From the card's latest ledger entry. */
  readonly balanceMinor: number;
  /** Judged by the database's clock. */
  readonly expired: boolean;
}

/** A card's balance: its latest ledger entry's (0 before the first), for queries that select from `gift_cards`. */
export const latestCardBalance = sql<number>`coalesce((SELECT ${cardLedger.balanceAfterMinor} FROM ${cardLedger} WHERE ${cardLedger.cardId} = ${giftCards.id} ORDER BY ${cardLedger.id} DESC LIMIT 1), 0)`;

const cardPaymentColumns = {
  cardId: orderCardPayments.cardId,
  kind: giftCards.kind,
  status: giftCards.status,
  currency: giftCards.currency,
  numberEnding: sql<string>`right(${giftCards.number}, 4)`,
  balanceWhenAddedMinor: orderCardPayments.balanceWhenAddedMinor,
  balanceMinor: latestCardBalance.mapWith(Number),
  expired: sql<boolean>`${giftCards.expiresAt} <= now()`,
};

/** The cart's cards in the order they were added: the first added pays first. */
export function listCartCardPayments(db: ShopExecutor, ref: CartRef): Promise<CartCardPayment[]> {
  return db
    .select(cardPaymentColumns)
    .from(orderCardPayments)
    .innerJoin(giftCards, and(eq(giftCards.storeId, orderCardPayments.storeId), eq(giftCards.id, orderCardPayments.cardId)))
    .where(and(eq(orderCardPayments.storeId, ref.storeId), eq(orderCardPayments.orderId, ref.orderId)))
    .orderBy(asc(orderCardPayments.addedAt), asc(orderCardPayments.cardId));
}

/**
 * Locks the cart's cards (in card id order, so two placings sharing cards never wait on each other in a circle) and
 * reads their balances under the lock, in the order they were added.
 */
export async function lockCartCardPayments(tx: ShopTransaction, ref: CartRef): Promise<CartCardPayment[]> {
  const added = await tx
    .select({ cardId: orderCardPayments.cardId })
    .from(orderCardPayments)
    .where(and(eq(orderCardPayments.storeId, ref.storeId), eq(orderCardPayments.orderId, ref.orderId)));
  if (added.length === 0) return [];
  await lockCards(tx, added.map((row) => row.cardId));
  return listCartCardPayments(tx, ref);
}

/** Adds a card to the cart's payment; false when it was added already. */
export async function addCartCardPayment(tx: ShopTransaction, ref: CartRef, cardId: number, balanceMinor: number): Promise<boolean> {
  const rows = await tx
    .insert(orderCardPayments)
    .values({ storeId: ref.storeId, orderId: ref.orderId, cardId, balanceWhenAddedMinor: balanceMinor })
    .onConflictDoNothing()
    .returning({ cardId: orderCardPayments.cardId });
  return rows.length > 0;
}

export async function removeCartCardPayment(db: ShopExecutor, ref: CartRef, cardId: number): Promise<void> {
  await db
    .delete(orderCardPayments)
    .where(and(eq(orderCardPayments.storeId, ref.storeId), eq(orderCardPayments.orderId, ref.orderId), eq(orderCardPayments.cardId, cardId)));
}

async function balanceOf(tx: ShopTransaction, cardId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: cardLedger.balanceAfterMinor })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .orderBy(desc(cardLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Appends one DEBIT, REFUND or BONUS entry after the card's latest one; the card row must be locked by the caller.
 * Nothing is written when the card already has an entry with this reference (the same one asked for again). The
 * ledger's check refuses a balance below zero, whatever the caller computed.
 */
export async function appendCardLedgerEntry(
  tx: ShopTransaction,
  entry: { readonly storeId: number; readonly cardId: number; readonly kind: 'DEBIT' | 'REFUND' | 'BONUS'; readonly amountMinor: number; readonly reference: string },
): Promise<boolean> {
  const change = entry.kind === 'DEBIT' ? -entry.amountMinor : entry.amountMinor;
  const balanceAfterMinor = (await balanceOf(tx, entry.cardId)) + change;
  const rows = await tx
    .insert(cardLedger)
    .values({ storeId: entry.storeId, cardId: entry.cardId, kind: entry.kind, amountMinor: change, balanceAfterMinor, reference: entry.reference })
    .onConflictDoNothing({ target: [cardLedger.cardId, cardLedger.reference] })
    .returning({ id: cardLedger.id });
  return rows.length > 0;
}

/** The ledger entries with one reference (an order's debits), by card id. */
export function listLedgerEntriesByReference(db: ShopExecutor, storeId: number, reference: string) {
  return db
    .select({ cardId: cardLedger.cardId, kind: cardLedger.kind, amountMinor: cardLedger.amountMinor })
    .from(cardLedger)
    .where(and(eq(cardLedger.storeId, storeId), eq(cardLedger.reference, reference)))
    .orderBy(asc(cardLedger.cardId));
}

/** An order's card debits (reference `debitReference`), each with its card's number ending and whether `refundReference` gave it back. */
export async function listOrderCardDebits(
  db: ShopExecutor,
  storeId: number,
  references: { readonly debit: string; readonly refund: string },
): Promise<{ numberEnding: string; amountMinor: number; refunded: boolean }[]> {
  const refunds = db
    .select({ cardId: cardLedger.cardId })
    .from(cardLedger)
    .where(and(eq(cardLedger.storeId, storeId), eq(cardLedger.reference, references.refund)));
  const rows = await db
    .select({
      numberEnding: sql<string>`right(${giftCards.number}, 4)`,
      amountMinor: cardLedger.amountMinor,
      refunded: sql<boolean>`${cardLedger.cardId} IN (${refunds})`,
    })
    .from(cardLedger)
    .innerJoin(giftCards, and(eq(giftCards.storeId, cardLedger.storeId), eq(giftCards.id, cardLedger.cardId)))
    .where(and(eq(cardLedger.storeId, storeId), eq(cardLedger.reference, references.debit)))
    .orderBy(asc(cardLedger.id));
  // A debit is stored as a negative change of the balance.
  return rows.map((row) => ({ numberEnding: row.numberEnding, amountMinor: -Number(row.amountMinor), refunded: Boolean(row.refunded) }));
}

/** The distinct references of the DEBIT entries of these cards: what the cards paid for. */
export async function listCardDebitReferences(db: ShopExecutor, storeId: number, cardIds: readonly number[]): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ reference: cardLedger.reference })
    .from(cardLedger)
    .where(and(eq(cardLedger.storeId, storeId), eq(cardLedger.kind, 'DEBIT'), inArray(cardLedger.cardId, [...cardIds])))
    .orderBy(asc(cardLedger.reference));
  return rows.map((row) => row.reference);
}

/** Whether a card that is blocked now has a DEBIT entry with this reference (paid part of what it names). */
export async function blockedCardDebited(db: ShopExecutor, storeId: number, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ cardId: cardLedger.cardId })
    .from(cardLedger)
    .innerJoin(giftCards, and(eq(giftCards.storeId, cardLedger.storeId), eq(giftCards.id, cardLedger.cardId)))
    .where(and(eq(cardLedger.storeId, storeId), eq(cardLedger.reference, reference), eq(cardLedger.kind, 'DEBIT'), eq(giftCards.status, 'BLOCKED')))
    .limit(1);
  return row !== undefined;
}

/** Locks cards by id, in id order (the order every writer of the ledger takes them in). */
export async function lockCards(tx: ShopTransaction, cardIds: readonly number[]): Promise<void> {
  if (cardIds.length === 0) return;
  await tx.select({ id: giftCards.id }).from(giftCards).where(inArray(giftCards.id, [...cardIds])).orderBy(asc(giftCards.id)).for('update');
}
