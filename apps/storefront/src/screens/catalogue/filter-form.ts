import type { CatalogueFilterTermsQuery } from '@shop/graphql/operations';
import { FILTER_PARAMS, type FilterParam, type ListingFilters } from './filters.ts';

export type FilterTerm = CatalogueFilterTermsQuery['taxonomyTerms']['terms'][number];

export interface FilterOption {
  readonly key: string;
  readonly title: string;
  readonly count: number;
  readonly checked: boolean;
}

export interface FilterGroup {
  readonly param: FilterParam;
  readonly options: readonly FilterOption[];
}

/**
 * The filter form's checkboxes per vocabulary, in the API's order. A term without products is left out unless it
 * is selected, so it can still be unticked.
 */
export function filterGroups(terms: readonly FilterTerm[], filters: ListingFilters): FilterGroup[] {
  return FILTER_PARAMS.map((param) => ({
    param,
    options: terms
      .filter((term) => term.vocabularyID === param)
      .map((term) => ({ key: term.key, title: term.title, count: term.productCount, checked: filters[param].includes(term.key) }))
      .filter((option) => option.count > 0 || option.checked),
  })).filter((group) => group.options.length > 0);
}

/** The title of a selected term for the active-filter chips; the key itself when the store has no such term. */
export function termTitle(terms: readonly FilterTerm[], param: FilterParam, key: string): string {
  return terms.find((term) => term.vocabularyID === param && term.key === key)?.title ?? key;
}

/** Whether the filter asks for a term the store does not have (a made-up or withdrawn one). */
export function asksUnknownTerm(terms: readonly FilterTerm[], filters: ListingFilters): boolean {
  return FILTER_PARAMS.some((param) => filters[param].some((key) => !terms.some((term) => term.vocabularyID === param && term.key === key)));
}
