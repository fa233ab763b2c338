import type { ProductFiltersInput } from '@shop/graphql/operations';

/** The listing's filter query parameters, named after the API vocabularies they filter on (spec §2). */
export const FILTER_PARAMS = ['cb_api_giftcard_categories', 'cb_api_giftcard_types'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export type ListingFilters = Readonly<Record<FilterParam, readonly string[]>>;

export const NO_FILTERS: ListingFilters = { cb_api_giftcard_categories: [], cb_api_giftcard_types: [] };

const MAX_TERMS = 20;
const TERM = /^[\p{L}\p{N}_-]{1,60}$/u;

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Terms of one parameter: repeated (`?x=a&x=b`) or comma-separated (`?x=a,b`); malformed terms are ignored. */
function termsOf(raw: string | readonly string[] | undefined): string[] {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw as string];
  const terms = values.flatMap((value) => value.split(',')).map((term) => term.trim()).filter((term) => TERM.test(term));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

export function parseListingFilters(query: RawQuery): ListingFilters {
  return { cb_api_giftcard_categories: termsOf(query.cb_api_giftcard_categories), cb_api_giftcard_types: termsOf(query.cb_api_giftcard_types) };
}

export function hasFilters(filters: ListingFilters): boolean {
  return FILTER_PARAMS.some((param) => filters[param].length > 0);
}

/** The filters as the API's `filterByTaxonomy`, or nothing when no filter is set. */
export function toApiFilters(filters: ListingFilters): ProductFiltersInput | undefined {
  const taxonomy = FILTER_PARAMS.filter((param) => filters[param].length > 0).map((param) => ({
    vocabularyID: param,
    terms: [...filters[param]],
  }));
  return taxonomy.length > 0 ? { filterByTaxonomy: taxonomy } : undefined;
}

/** The filters as query parameters (comma-separated terms), to carry them into pagination links. */
export function filterQuery(filters: ListingFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const param of FILTER_PARAMS) {
    if (filters[param].length > 0) query[param] = filters[param].join(',');
  }
  return query;
}

/** The same filters without one term: the target of that term's "remove" link. */
export function withoutTerm(filters: ListingFilters, param: FilterParam, term: string): ListingFilters {
  return { ...filters, [param]: filters[param].filter((value) => value !== term) };
}
