import { findPlacedOrder, setOrderStatus, type CartRef, type ShopTransaction } from '@shop/db';
import { loadCartContents } from '@shop/db';
import { releaseStock } from './stock.ts';

/** Gives up an unpaid placed order: its cards go back to stock and it shows as cancelled. */
export async function cancelPlacedOrder(tx: ShopTransaction, ref: CartRef): Promise<void> {
  const placed = await findPlacedOrder(tx, ref);
  if (!placed || placed.order.status !== 'PENDING') return;
  const cart = await loadCartContents(tx, { ...ref, language: placed.order.language });
  await releaseStock(tx, ref.storeId, cart.packages);
  await setOrderStatus(tx, ref, 'CANCELED');
}
