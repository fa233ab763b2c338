'use server';

import { ChromePopularSearchDocument, ChromeSearchDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { normaliseSearchTerm } from './search-term.ts';
import type { PopularSearchData, SearchBody } from './search-types.ts';

export async function popularSearchAction(lang: string): Promise<PopularSearchData | null> {
  const language = storeLanguage(lang);
  if (!language) return null;
  const result = await serverQuery(language.code, ChromePopularSearchDocument, {});
  return result.popularSearchData.data;
}

export async function searchAction(lang: string, term: string): Promise<SearchBody> {
  const language = storeLanguage(lang);
  const inputText = normaliseSearchTerm(term);
  if (!language || inputText === null) return { count: 0, groups: [] };
  const result = await serverQuery(language.code, ChromeSearchDocument, { inputText });
  return result.search_v1.body;
}
