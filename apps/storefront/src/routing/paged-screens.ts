import type { ScreenId } from '@shop/brand-config';

/** Screens whose public path may end in a page number: `/gift-cards/2/` is the product list's page 2. */
export const PAGED_SCREENS = ['productList', 'category', 'redeemResult'] as const satisfies readonly ScreenId[];
export type PagedScreen = (typeof PAGED_SCREENS)[number];

export const isPagedScreen = (screen: ScreenId): screen is PagedScreen => (PAGED_SCREENS as readonly ScreenId[]).includes(screen);

/**
 * Lists that are the same for every visitor when no filter or search term is asked: the page number then goes into
 * the internal path (`/s/en/productList/2/`), a route rendered once and served from the cache. A filter the cache does
 * not hold (see FILTERED_LIST_SCREENS) renders per request from its query (`/s/en/productList/?page=2&…`). Other
 * parameters (a search term, campaign tags, click ids) never change what a list shows, so they get the cached page.
 */
export const CACHED_LIST_SCREENS = ['productList', 'category', 'redeemResult'] as const satisfies readonly PagedScreen[];
export type CachedListScreen = (typeof CACHED_LIST_SCREENS)[number];

/**
 * Lists with the filter form. A filter written as the form and its links write it is cached too, under an internal path
 * that holds its terms (`/s/en/productList/1/restaurants/-/`; see FILTER_SEGMENTS), so it is rendered once for all
 * its visitors, whatever campaign parameters they bring.
 */
export const FILTERED_LIST_SCREENS = ['productList'] as const satisfies readonly CachedListScreen[];
