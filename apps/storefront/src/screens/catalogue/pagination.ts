/** Spec §9: cards per page of a product listing. */
export const PRODUCTS_PER_PAGE = 16;

export type PageParam = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'invalid' };

/** A page number as a regular-expression source (for route rules): a whole number from 1, up to six digits. */
export const PAGE_NUMBER_PATTERN = '[1-9]\\d{0,5}';
const PAGE_NUMBER = new RegExp(`^${PAGE_NUMBER_PATTERN}$`);

/** Whether a path segment or query value is a page number (`/gift-cards/2/`) rather than a slug. */
export const isPageNumber = (value: string): boolean => PAGE_NUMBER.test(value);

/** `?page=` as a page number: absent means 1; anything but a whole number from 1 up is invalid. */
export function parsePageParam(raw: string | readonly string[] | undefined): PageParam {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return { kind: 'page', page: 1 };
  if (typeof value !== 'string' || !isPageNumber(value)) return { kind: 'invalid' };
  return { kind: 'page', page: Number(value) };
}

/**
 * Whether the API refused a listing's page number (`paging.pageNumber`): the address's page (up to six digits) lies
 * beyond the last page the API serves, so, like any page past the end, it is not found.
 */
export function refusesPageNumber(errors: readonly { readonly referencedRequestParameter?: string | null }[]): boolean {
  return errors.some((error) => error.referencedRequestParameter === 'paging.pageNumber');
}

/** What a fetched page of a listing or an overview says about its own existence. */
export interface FetchedPage {
  readonly pageRefused: boolean;
  readonly errorCode: number | null;
  readonly totalItems: number;
  readonly totalPages: number;
}

/**
 * Whether page `page` does not exist: the API refused its number, or it is past the last page of a list that has
 * items. (A list the API could not read, or one without items, exists: it says so.)
 */
export function isMissingPage(fetched: FetchedPage, page: number): boolean {
  return fetched.pageRefused || (fetched.errorCode === null && fetched.totalItems > 0 && page > fetched.totalPages);
}

export interface PageLink {
  readonly page: number;
  readonly href: string;
  readonly current: boolean;
}

export interface PaginationLinks {
  readonly previous: PageLink | null;
  readonly next: PageLink | null;
  /** Page numbers to show, with `null` where a run of pages is left out. */
  readonly pages: readonly (PageLink | null)[];
}

/** Pages shown on each side of the current one; the first and last page are always shown. */
const NEIGHBOURS = 2;

/**
 * Links of a paginated listing. `hrefFor(page)` builds the URL of a page (page 1 without `?page=`, so the first page
 * has one canonical address). With "Load more", pages `firstShown` to `current` are on screen: "previous" leads to
 * the page before them.
 */
export function paginationLinks(
  current: number,
  totalPages: number,
  hrefFor: (page: number) => string,
  firstShown: number = current,
): PaginationLinks {
  const link = (page: number): PageLink => ({ page, href: hrefFor(page), current: page === current });
  if (totalPages <= 1) return { previous: null, next: null, pages: [] };
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (PageLink | null)[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before > 1) pages.push(null);
    pages.push(link(page));
  });
  return {
    previous: firstShown > 1 ? link(Math.min(firstShown - 1, totalPages)) : null,
    next: current < totalPages ? link(current + 1) : null,
    pages,
  };
}

/** The query string of a listing page: its filters plus `page` when it is not the first. */
export function listingQuery(filters: Readonly<Record<string, string>>, page: number): Record<string, string | undefined> {
  return { ...filters, page: page > 1 ? String(page) : undefined };
}

/**
 * A listing's page URLs in a form a client component can take (functions cannot cross from the server): the first
 * page's URL, and the URL of page {@link PAGE_PLACEHOLDER}, whose number is replaced for any other page.
 */
export interface PageHrefs {
  readonly first: string;
  readonly numbered: string;
}

export const PAGE_PLACEHOLDER = 987654321;

export function pageHrefs(hrefFor: (page: number) => string): PageHrefs {
  return { first: hrefFor(1), numbered: hrefFor(PAGE_PLACEHOLDER) };
}

export function pageHref(hrefs: PageHrefs, page: number): string {
  return page === 1 ? hrefs.first : hrefs.numbered.replace(String(PAGE_PLACEHOLDER), String(page));
}
