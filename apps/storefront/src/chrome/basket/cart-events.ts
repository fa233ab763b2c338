/** Fired on window whenever the basket changes, so the header's count refreshes. */
export const CART_CHANGED_EVENT = 'shop:cart-changed';

/** Call after adding, changing or deleting a basket item. */
export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
