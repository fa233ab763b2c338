'use server';

import { ChromePopularSearchDocument, ChromeSearchDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import { storeLanguage } from '../../routing/languages.ts';
import type { PopularSearchData, SearchBody } from './search-types.ts';

/** Longest search term sent to the API; longer input is cut, never rejected. */
const MAX_TERM_LENGTH = 100;

export async function popularSearchAction(lang: string): Promise<PopularSearchData | null> {
  const language = storeLanguage(lang);
  if (!language) return null;
  const result = await serverQuery(language.code, ChromePopularSearchDocument, {});
  return result.popularSearchData.data;
}

export async function searchAction(lang: string, term: string): Promise<SearchBody> {
  const language = storeLanguage(lang);
  const inputText = typeof term === 'string' ? term.trim().slice(0, MAX_TERM_LENGTH) : '';
  if (!language || inputText === '') return { count: 0, groups: [] };
  const result = await serverQuery(language.code, ChromeSearchDocument, { inputText });
  return result.search_v1.body;
}
