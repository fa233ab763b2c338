'use server';

import { storeLanguage } from '../../routing/languages.ts';
import type { CatalogueCard } from './card-model.ts';
import { fetchListingPage } from './fetch-listing.ts';
import { isCachedFilterQuery } from './filters.ts';
import { PRODUCT_PAGE_KINDS, type ListingSource } from './listing-source.ts';

export type LoadMoreResult =
  | { readonly kind: 'page'; readonly cards: readonly CatalogueCard[]; readonly hasMore: boolean }
  | { readonly kind: 'failed' };

/** Arguments come from the browser: everything is checked before the API is asked. */
function checkedSource(source: ListingSource): ListingSource | null {
  if (typeof source !== 'object' || source === null) return null;
  if (source.kind === 'catalogue') {
    const query: Record<string, string> = {};
    const filterQuery: unknown = source.filterQuery;
    for (const [name, value] of Object.entries(typeof filterQuery === 'object' && filterQuery !== null ? filterQuery : {})) {
      if (typeof value === 'string') query[name] = value;
    }
    return { kind: 'catalogue', filterQuery: query };
  }
  if (source.kind === 'page' && PRODUCT_PAGE_KINDS.includes(source.pageKind) && typeof source.pageId === 'string' && /^\d{1,9}$/.test(source.pageId)) {
    return { kind: 'page', pageKind: source.pageKind, pageId: source.pageId };
  }
  if (source.kind === 'choiceCardExchange') return { kind: 'choiceCardExchange' };
  return null;
}

/** The next page of a listing for the "Load more" button. */
export async function loadListingPage(lang: string, source: ListingSource, page: number): Promise<LoadMoreResult> {
  const checked = checkedSource(source);
  if (!storeLanguage(lang) || !checked || !Number.isSafeInteger(page) || page < 1 || page > 100_000) return { kind: 'failed' };
  try {
    // The next pages of a list the route rules keep are asked for again by its next visitors; those of any other
    // filter are not worth a file each in the data cache.
    const keeps = checked.kind !== 'catalogue' || isCachedFilterQuery(checked.filterQuery);
    const loaded = await fetchListingPage(lang, checked, page, keeps ? 'shared' : 'skip');
    if (loaded.errorCode !== null) return { kind: 'failed' };
    return { kind: 'page', cards: loaded.cards, hasMore: page < loaded.totalPages };
  } catch {
    return { kind: 'failed' };
  }
}
