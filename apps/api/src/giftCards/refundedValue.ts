import { blockOrderCards, listCardDebitReferences, lockOrder, type CartRef, type ShopTransaction } from '@shop/db';
import { orderIdOfDebitReference } from './cardDebits.ts';

/**
 * Blocks the cards a refunded (or charged back) order bought, and follows their value: the cards of every order they
 * paid part of are blocked too, and so on down the line. Otherwise a card bought with money that was later taken
 * back, spent on another card in time, would keep its value. An order those cards paid that has no cards yet gets
 * them blocked when they are issued (`blockedCardDebited`). Each order is locked before its cards are read, so an
 * issue of its cards running at the same time either finishes first (its cards are blocked here) or sees the paying
 * card blocked. Returns how many cards were blocked.
 */
export async function blockRefundedValue(tx: ShopTransaction, refunded: CartRef): Promise<number> {
  const reached = new Set([refunded.orderId]);
  let orderIds = [refunded.orderId];
  let blocked = 0;
  while (orderIds.length > 0) {
    const cardIds: number[] = [];
    for (const orderId of orderIds) {
      const ref = { storeId: refunded.storeId, orderId };
      if (orderId !== refunded.orderId) await lockOrder(tx, ref);
      cardIds.push(...(await blockOrderCards(tx, ref)));
    }
    blocked += cardIds.length;
    const paidFor = (await listCardDebitReferences(tx, refunded.storeId, cardIds)).map(orderIdOfDebitReference);
    orderIds = paidFor.filter((orderId): orderId is string => orderId !== null && !reached.has(orderId));
    for (const orderId of orderIds) reached.add(orderId);
  }
  return blocked;
}
