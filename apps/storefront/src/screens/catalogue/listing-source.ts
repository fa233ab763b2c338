import type { ProductFiltersInput } from '@shop/graphql/operations';
import { parseListingFilters, toApiFilters } from './filters.ts';

/** Page kinds whose products the API lists (content pages linking products in their `products` field). */
export const PRODUCT_PAGE_KINDS = ['category', 'landing', 'giving_moment'] as const;
export type ProductPageKind = (typeof PRODUCT_PAGE_KINDS)[number];

/**
 * What a listing shows: the whole catalogue with query filters, the products of one content page, or those an All-in-1
 * Choice card can be exchanged for.
 */
export type ListingSource =
  | { readonly kind: 'catalogue'; readonly filterQuery: Readonly<Record<string, string>> }
  | { readonly kind: 'page'; readonly pageKind: ProductPageKind; readonly pageId: string }
  | { readonly kind: 'choiceCardExchange' };

export function apiFiltersFor(source: ListingSource): ProductFiltersInput | undefined {
  if (source.kind === 'catalogue') return toApiFilters(parseListingFilters(source.filterQuery));
  if (source.kind === 'choiceCardExchange') return { filterByChoiceCardExchange: true };
  return { filterByPage: { fieldName: 'products', pageId: source.pageId, pageType: source.pageKind } };
}
