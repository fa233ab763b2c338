/** The query parameter that opens the search with a term on any page (spec §2). */
export const SEARCH_QUERY_PARAMETER = 's';
