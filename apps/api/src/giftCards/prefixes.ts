import type { BrandRegistry } from '../tenancy/tenant.ts';

/** The leading digits of the card numbers every store issues: the numbers a card check recognises. */
export function issuedCardPrefixes(registry: BrandRegistry): string[] {
  return [...new Set(registry.brands.map((brand) => brand.giftCards.numberPrefix))].sort();
}
