/**
 * Spec §9: the 'Most chosen' block shows 1 or 2 featured products, then the top products: 4 on large desktop, else 2
 * (the page sends 4 and hides the last two below large desktop).
 */
export const MAX_FEATURED = 2;
export const MAX_TOP = 4;

export interface MostChosen<Product> {
  readonly featured: readonly Product[];
  readonly top: readonly Product[];
}

/** Splits the block's products (most chosen first) into the featured ones and the top products after them. */
export function splitMostChosen<Product>(products: readonly Product[]): MostChosen<Product> {
  const featured = products.slice(0, MAX_FEATURED);
  return { featured, top: products.slice(featured.length, featured.length + MAX_TOP) };
}

/** The catalogue size the home page boasts about: rounded down to the hundred ('200+'), or the exact count below 100. */
export function catalogueSizeClaim(totalItems: number): { readonly kind: 'atLeast' | 'exact'; readonly count: number } {
  if (totalItems >= 100) return { kind: 'atLeast', count: Math.floor(totalItems / 100) * 100 };
  return { kind: 'exact', count: Math.max(0, totalItems) };
}
