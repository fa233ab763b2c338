import type { ProductFiltersInput } from '@shop/graphql/operations';

/** The listing's filter query parameters, named after the API vocabularies they filter on (spec §2). */
export const FILTER_PARAMS = ['cb_api_giftcard_categories', 'cb_api_giftcard_types'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export type ListingFilters = Readonly<Record<FilterParam, readonly string[]>>;

export const NO_FILTERS: ListingFilters = { cb_api_giftcard_categories: [], cb_api_giftcard_types: [] };

const MAX_TERMS = 20;
const TERM = /^[\p{L}\p{N}_-]{1,60}$/u;

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * A filtered list is cached under an internal path that holds its terms, one segment per parameter
 * (`/s/en/productList/1/restaurants/digital/`), so every visitor of one filter shares one rendering, whatever
 * campaign parameters their address carries. These are the segments' names; NO_TERMS stands for a parameter not asked.
 */
export const FILTER_SEGMENTS = { cb_api_giftcard_categories: 'categories', cb_api_giftcard_types: 'types' } as const satisfies Record<FilterParam, string>;
export const NO_TERMS = '-';
/**
 * Terms the route rules put into that path: one lowercase slug per parameter, as the filter form and its links write
 * it. Each filter kept is a page on disk, so the cached ones are bounded by the catalogue's terms (a few dozen pages,
 * not the 2^n of every subset). A filter of several terms, or another spelling, renders per request, and the shared
 * page cache keeps it in memory for its next visitors (publicListHeaders in the route rules).
 */
export const CACHEABLE_TERMS_PATTERN = '[a-z0-9][a-z0-9_-]{0,59}';
const CACHEABLE_TERMS = new RegExp(`^${CACHEABLE_TERMS_PATTERN}$`);

/**
 * Whether the route rules keep a list under this filter query (`filterQuery`'s form): what such a list reads is worth
 * keeping in the data cache too; what any other filter reads would be one more file on disk per combination of terms.
 */
export function isCachedFilterQuery(query: Readonly<Record<string, string>>): boolean {
  return Object.values(query).every((terms) => CACHEABLE_TERMS.test(terms));
}

/** Next writes a captured value into the internal path percent-encoded (`food%2Ctravel`). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The cached filtered list's segments back as the query the list reads. */
export function filterQueryFromSegments(segments: Readonly<Record<(typeof FILTER_SEGMENTS)[FilterParam], string>>): Record<FilterParam, string | undefined> {
  const query = {} as Record<FilterParam, string | undefined>;
  for (const param of FILTER_PARAMS) {
    const segment = segments[FILTER_SEGMENTS[param]];
    query[param] = segment === NO_TERMS ? undefined : decodedSegment(segment);
  }
  return query;
}

/**
 * The address with its filter in one spelling, or null when it has it already: each filter parameter once, its terms
 * comma-separated (the form sends several as a repeated parameter without JavaScript), without duplicates, in
 * alphabetical order. A filter is then one address, and one cached page, however it was written. Other parameters keep
 * their place.
 */
export function canonicalFilterAddress(url: URL): URL | null {
  // A filter no store could have is answered with a 404 where it was asked, not sent on to another spelling of it.
  if (FILTER_PARAMS.some((param) => malformedValues(url.searchParams.getAll(param)))) return null;
  const canonical = new URL(url);
  let changed = false;
  for (const param of FILTER_PARAMS) {
    const values = url.searchParams.getAll(param);
    if (values.length === 0) continue;
    const spelled = [...writtenTerms(values)].sort().join(',');
    if (values.length === 1 && values[0] === spelled) continue;
    canonical.searchParams.set(param, spelled);
    changed = true;
  }
  return changed ? canonical : null;
}

/** The terms one parameter's values name, once each: repeated (`?x=a&x=b`) or comma-separated (`?x=a,b`). */
function writtenTerms(values: readonly string[]): Set<string> {
  return new Set(values.flatMap((value) => value.split(',')).map((term) => term.trim()).filter((term) => term !== ''));
}

function valuesOf(raw: string | readonly string[] | undefined): readonly string[] {
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw as string];
}

/** Terms of one parameter, as writtenTerms reads them; malformed terms are ignored. */
function termsOf(raw: string | readonly string[] | undefined): string[] {
  return [...writtenTerms(valuesOf(raw))].filter((term) => TERM.test(term)).slice(0, MAX_TERMS);
}

const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Values that name a term no store could have: a control character anywhere (%00, and %09 too, which trimming would
 * otherwise drop), or a term of other characters than a term holds, such as what broken percent-encoding leaves
 * (U+FFFD and a stray '%'). An empty term (`?x=`, `?x=a,`) asks for nothing and is not malformed.
 */
function malformedValues(values: readonly string[]): boolean {
  return values.some((value) => CONTROL_CHARACTER.test(value)) || [...writtenTerms(values)].some((term) => !TERM.test(term));
}

/**
 * Whether the query's filter names a term no store could have. parseListingFilters leaves such terms out, which would
 * show the whole list, indexable, under an address that asked for a filter: the list answers it as it answers an
 * unknown term (asksUnknownTerm), with a 404.
 */
export function asksMalformedTerm(query: RawQuery): boolean {
  return FILTER_PARAMS.some((param) => malformedValues(valuesOf(query[param])));
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
