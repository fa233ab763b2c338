import {
  appendCardLedgerEntry,
  listLedgerEntriesByReference,
  lockCards,
  lockCartCardPayments,
  type CartRef,
  type ShopDatabase,
  type ShopTransaction,
} from '@shop/db';
import { API_ERROR_CODES } from '@shop/graphql';
import { ApiFailure, apiError } from '../errors.ts';
import { enqueueJob } from '../jobs/index.ts';
import { allocateCardPayments, notExchangeable } from './cardPayments.ts';
import { cardStateOf, unspendableCard } from './cardState.ts';

const ORDER_DEBIT_PREFIX = 'order:';
/** The ledger reference of an order's card debits: one DEBIT per card and order. */
export const orderDebitReference = (orderId: string) => `${ORDER_DEBIT_PREFIX}${orderId}`;
/** The order an `orderDebitReference` names; null for a reference of anything else. */
export const orderIdOfDebitReference = (reference: string): string | null =>
  reference.startsWith(ORDER_DEBIT_PREFIX) ? reference.slice(ORDER_DEBIT_PREFIX.length) : null;
/** The ledger reference of the entries giving an order's card debits back. */
export const orderRefundReference = (orderId: string) => `refund:order:${orderId}`;

function balanceChanged(): ApiFailure {
  return new ApiFailure(
    apiError(
      API_ERROR_CODES.GIFT_CARD_BALANCE_CHANGED,
      'The balance of a gift card in your payment has changed since you added it. Please remove the card and add it again.',
      'orderUuid',
    ),
  );
}

/** What placing asks the cards to pay for. */
export interface BasketToPay {
  readonly totalMinor: number;
  /** Every package's product is one an All-in-1 Choice card can be exchanged for (`choiceCardMayPay`). */
  readonly choiceCardMayPay: boolean;
}

/**
 * Debits the cart's gift cards inside the placing transaction and returns what is left to pay. The cards are locked
 * and their balances read under the lock, so concurrent placings spending one card run one after the other. A card
 * that can no longer be spent, or whose balance fell since it was added (spent in another order meanwhile), fails the
 * placing: nothing is placed and nothing is debited. So does a Choice card once the basket holds a product it is not
 * exchanged for (added after the card was). The ledger's check is the last guard against a negative balance.
 */
export async function debitCardPayments(tx: ShopTransaction, ref: CartRef, basket: BasketToPay): Promise<number> {
  const cards = await lockCartCardPayments(tx, ref);
  if (!basket.choiceCardMayPay && cards.some((card) => card.kind === 'CHOICE')) throw notExchangeable('orderUuid');
  for (const card of cards) {
    const state = cardStateOf(card);
    if (state === 'NO_BALANCE' || card.balanceMinor < card.balanceWhenAddedMinor) throw balanceChanged();
    if (state !== 'ACTIVE') throw unspendableCard(state);
  }
  const allocation = allocateCardPayments(basket.totalMinor, cards);
  for (const { cardId, amountMinor } of allocation.contributions) {
    if (amountMinor === 0) continue;
    await appendCardLedgerEntry(tx, { storeId: ref.storeId, cardId, kind: 'DEBIT', amountMinor, reference: orderDebitReference(ref.orderId) });
  }
  return allocation.remainingMinor;
}

/** Whether an order paid part of its total with gift cards. */
export async function hasCardDebits(tx: ShopTransaction, ref: CartRef): Promise<boolean> {
  return (await listLedgerEntriesByReference(tx, ref.storeId, orderDebitReference(ref.orderId))).length > 0;
}

/** Queues giving an order's card debits back (a durable job, in the caller's transaction), if gift cards paid part of it. */
export async function returnCardDebits(tx: ShopTransaction, ref: CartRef): Promise<void> {
  if (!(await hasCardDebits(tx, ref))) return;
  await enqueueJob(tx, { kind: 'refund-card-debits', payload: ref, dedupeKey: `refund-card-debits:${ref.orderId}` });
}

/**
 * Gives an order's card debits back with one REFUND entry per card. Running it again adds nothing: the ledger keeps
 * one entry per card and reference.
 */
export async function refundCardDebits(db: ShopDatabase, ref: CartRef): Promise<void> {
  await db.transaction(async (tx) => {
    const debits = await listLedgerEntriesByReference(tx, ref.storeId, orderDebitReference(ref.orderId));
    await lockCards(tx, debits.map((debit) => debit.cardId));
    for (const debit of debits) {
      await appendCardLedgerEntry(tx, {
        storeId: ref.storeId,
        cardId: debit.cardId,
        kind: 'REFUND',
        amountMinor: -debit.amountMinor,
        reference: orderRefundReference(ref.orderId),
      });
    }
  });
}
