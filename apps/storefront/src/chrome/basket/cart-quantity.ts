/** Same-origin route answering the basket's item count for the `cart` cookie (app/api/cart-quantity/route.ts). */
export function cartQuantityPath(lang: string): string {
  return `/api/cart-quantity/?lang=${encodeURIComponent(lang)}`;
}

/** The basket's item count, or null when it could not be read. */
export async function fetchCartQuantity(lang: string, fetcher: typeof fetch = fetch): Promise<number | null> {
  try {
    const response = await fetcher(cartQuantityPath(lang), { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const quantity = typeof body === 'object' && body !== null ? (body as { quantity?: unknown }).quantity : null;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 ? quantity : null;
  } catch {
    return null;
  }
}
