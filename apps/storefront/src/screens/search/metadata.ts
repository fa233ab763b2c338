import type { Metadata } from 'next';
import { messageMetadata } from '../catalogue/metadata.ts';

/** The search results page: titled by its term, its canonical the product list, and kept out of search engines' indexes. */
export function searchResultsMetadata(lang: string, term: string): Metadata {
  const metadata = messageMetadata(lang, { kind: 'screen', screen: 'productList' }, 'search.page.title', { term });
  return { ...metadata, robots: { index: false, follow: true } };
}
