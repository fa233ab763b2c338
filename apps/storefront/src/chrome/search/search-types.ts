import type { ChromePopularSearchQuery, ChromeSearchQuery } from '@shop/graphql/operations';

export type PopularSearchData = NonNullable<ChromePopularSearchQuery['popularSearchData']['data']>;
export type SearchBody = ChromeSearchQuery['search_v1']['body'];
export type SearchGroup = SearchBody['groups'][number];
export type SearchItem = SearchGroup['items'][number];

/** Where the search modal gets its data; the header passes server actions, tests pass fakes. */
export interface SearchSource {
  /** Suggestions for the empty search field; null when the API has none. */
  popular(): Promise<PopularSearchData | null>;
  search(term: string): Promise<SearchBody>;
}
