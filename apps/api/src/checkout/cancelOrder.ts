import { findPlacedOrder, setOrderStatus, type CartRef, type ShopTransaction } from '@shop/db';
import { loadCartContents } from '@shop/db';
import { returnCardDebits } from '../giftCards/cardDebits.ts';
import { releaseStock } from './stock.ts';

/**
 * Gives up an unpaid placed order: its cards go back to stock, it shows as cancelled, and what gift cards paid of it
 * goes back to them (a durable job, queued in this transaction).
 */
export async function cancelPlacedOrder(tx: ShopTransaction, ref: CartRef): Promise<void> {
  const placed = await findPlacedOrder(tx, ref);
  if (!placed || placed.order.status !== 'PENDING') return;
  const cart = await loadCartContents(tx, { ...ref, language: placed.order.language });
  await releaseStock(tx, ref.storeId, cart.packages);
  await setOrderStatus(tx, ref, 'CANCELED');
  await returnCardDebits(tx, ref);
}
