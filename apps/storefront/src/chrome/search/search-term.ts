import { SEARCH_QUERY_PARAMETER } from './query-parameter.ts';

/** Longest search term sent to the API, in UTF-16 units as the API counts it; longer input is cut, never refused. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** Control characters and unpaired surrogates, which the API refuses: read as the spaces a visitor would see. */
const UNREADABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * What a visitor searched for, as the API is asked for it: spaces collapsed, control characters dropped, cut to the
 * API's length without splitting a character. Null when nothing is left to search for.
 */
export function normaliseSearchTerm(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const spaced = input.replace(UNREADABLE, ' ').replace(/\s+/gu, ' ').trim();
  let term = '';
  for (const character of spaced) {
    if (term.length + character.length > MAX_SEARCH_TERM_LENGTH) break;
    term += character;
  }
  term = term.trim();
  return term === '' ? null : term;
}

/** The search term of a page's query (`?s=`): its first value, normalised; null without one. */
export function searchTermOf(searchParams: Readonly<Record<string, string | string[] | undefined>>): string | null {
  const value = searchParams[SEARCH_QUERY_PARAMETER];
  return normaliseSearchTerm(Array.isArray(value) ? value[0] : value);
}
