import type { ScreenId } from '@shop/brand-config';

/** Screens whose public path may end in a page number: `/gift-cards/2/` is the product list's page 2. */
export const PAGED_SCREENS = ['productList', 'category', 'categoryAll'] as const satisfies readonly ScreenId[];
export type PagedScreen = (typeof PAGED_SCREENS)[number];

/**
 * Lists that are the same for every visitor when no filter or search term is asked: the page number then goes into
 * the internal path (`/s/en/productList/2/`), a route rendered once and served from the cache. With a filter or a
 * search term the list renders per request from its query (`/s/en/productList/?page=2&s=spa`). Other parameters
 * (campaign tags, click ids) never change what a list shows, so they get the cached page.
 */
export const CACHED_LIST_SCREENS = ['productList', 'category'] as const satisfies readonly PagedScreen[];
