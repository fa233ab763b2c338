import { and, eq, ne, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import { activationOrders, giftCards, type orderStatuses } from '../schema.ts';

export type ActivationOrderStatus = (typeof orderStatuses)[number];

/** A card as an activation request judges it, locked until the transaction ends. */
export interface CardForActivation {
  readonly id: number;
  readonly kind: (typeof giftCards.$inferSelect)['kind'];
  readonly status: (typeof giftCards.$inferSelect)['status'];
  readonly initialValueMinor: number;
  readonly currency: string;
  /** Judged by the database's clock, the one every API process shares. */
  readonly expired: boolean;
}

/**
 * The store's card with this number, locked, so two requests for one card are judged one after the other; null when
 * the store has no such card.
 */
export async function lockCardForActivation(tx: ShopTransaction, storeId: number, number: string): Promise<CardForActivation | null> {
  const [row] = await tx
    .select({
      id: giftCards.id,
      kind: giftCards.kind,
      status: giftCards.status,
      initialValueMinor: giftCards.initialValueMinor,
      currency: giftCards.currency,
      expired: sql<boolean>`${giftCards.expiresAt} <= now()`,
    })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.number, number)))
    .for('update');
  return row ?? null;
}

/** The card's activation order that was not canceled (a card has at most one). */
export async function findLiveActivationOrder(
  db: ShopExecutor,
  storeId: number,
  cardId: number,
): Promise<{ readonly id: string; readonly email: string } | null> {
  const [row] = await db
    .select({ id: activationOrders.id, email: activationOrders.email })
    .from(activationOrders)
    .where(and(eq(activationOrders.storeId, storeId), eq(activationOrders.cardId, cardId), ne(activationOrders.status, 'CANCELED')));
  return row ?? null;
}

export interface NewActivationOrder {
  readonly storeId: number;
  readonly cardId: number;
  readonly language: string;
  readonly email: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** When the activation is due: now, or after the configured processing delay. */
  readonly delayMinutes: number;
}

/** Records the request; returns the order's id and when its activation is due. */
export async function insertActivationOrder(tx: ShopTransaction, order: NewActivationOrder): Promise<{ readonly id: string; readonly activateAfter: Date }> {
  const [row] = await tx
    .insert(activationOrders)
    .values({
      storeId: order.storeId,
      cardId: order.cardId,
      language: order.language,
      email: order.email,
      amountMinor: order.amountMinor,
      currency: order.currency,
      activateAfter: sql`now() + make_interval(mins => ${order.delayMinutes})`,
    })
    .returning({ id: activationOrders.id, activateAfter: activationOrders.activateAfter });
  if (!row) throw new Error('activation order was not inserted');
  return row;
}

/** A pending activation order with its card, both locked until the transaction ends; null when it is not pending. */
export async function lockPendingActivation(
  tx: ShopTransaction,
  storeId: number,
  orderId: string,
): Promise<{ readonly cardId: number; readonly cardStatus: CardForActivation['status']; readonly cardExpired: boolean } | null> {
  const [row] = await tx
    .select({
      cardId: giftCards.id,
      cardStatus: giftCards.status,
      cardExpired: sql<boolean>`${giftCards.expiresAt} <= now()`,
    })
    .from(activationOrders)
    .innerJoin(giftCards, and(eq(giftCards.storeId, activationOrders.storeId), eq(giftCards.id, activationOrders.cardId)))
    .where(and(eq(activationOrders.storeId, storeId), eq(activationOrders.id, orderId), eq(activationOrders.status, 'PENDING')))
    .for('update');
  return row ?? null;
}

/** Makes a waiting choice card spendable and completes its order. */
export async function completeActivation(tx: ShopTransaction, storeId: number, orderId: string, cardId: number): Promise<void> {
  const activated = await tx
    .update(giftCards)
    .set({ status: 'ACTIVE', activatedAt: sql`now()` })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId), eq(giftCards.status, 'NOT_ACTIVATED')))
    .returning({ id: giftCards.id });
  if (activated.length !== 1) throw new Error('card was not waiting for activation');
  await tx
    .update(activationOrders)
    .set({ status: 'COMPLETED', completedAt: sql`now()` })
    .where(and(eq(activationOrders.storeId, storeId), eq(activationOrders.id, orderId)));
}

/** Ends an activation order that cannot be carried out (the card was blocked or expired meanwhile). */
export async function cancelActivation(tx: ShopTransaction, storeId: number, orderId: string): Promise<void> {
  await tx
    .update(activationOrders)
    .set({ status: 'CANCELED', canceledAt: sql`now()` })
    .where(and(eq(activationOrders.storeId, storeId), eq(activationOrders.id, orderId), eq(activationOrders.status, 'PENDING')));
}

/** An activation order as its pages and e-mail show it, with its card. */
export interface ActivationOrderRow {
  readonly id: string;
  readonly language: string;
  readonly email: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: ActivationOrderStatus;
  readonly createdAt: Date;
  readonly activateAfter: Date;
  readonly completedAt: Date | null;
  readonly canceledAt: Date | null;
  readonly card: {
    readonly number: string;
    readonly status: CardForActivation['status'];
    readonly deliveryKind: (typeof giftCards.$inferSelect)['deliveryKind'];
    readonly valueMinor: number;
    readonly activatedAt: Date | null;
    readonly expiresAt: Date;
  };
}

export async function findActivationOrder(db: ShopExecutor, storeId: number, orderId: string): Promise<ActivationOrderRow | null> {
  const [row] = await db
    .select({
      id: activationOrders.id,
      language: activationOrders.language,
      email: activationOrders.email,
      amountMinor: activationOrders.amountMinor,
      currency: activationOrders.currency,
      status: activationOrders.status,
      createdAt: activationOrders.createdAt,
      activateAfter: activationOrders.activateAfter,
      completedAt: activationOrders.completedAt,
      canceledAt: activationOrders.canceledAt,
      card: {
        number: giftCards.number,
        status: giftCards.status,
        deliveryKind: giftCards.deliveryKind,
        valueMinor: giftCards.initialValueMinor,
        activatedAt: giftCards.activatedAt,
        expiresAt: giftCards.expiresAt,
      },
    })
    .from(activationOrders)
    .innerJoin(giftCards, and(eq(giftCards.storeId, activationOrders.storeId), eq(giftCards.id, activationOrders.cardId)))
    .where(and(eq(activationOrders.storeId, storeId), eq(activationOrders.id, orderId)));
  return row ?? null;
}
