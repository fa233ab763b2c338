import type { Metadata } from 'next';
import { productListMetadata } from '../../../../screens/catalogue/metadata.ts';
import { ProductListScreen, type SearchParams } from '../../../../screens/catalogue/ProductListScreen.tsx';
import { searchResultsMetadata } from '../../../../screens/search/metadata.ts';
import { searchTermOf } from '../../../../chrome/search/search-term.ts';
import { SearchResultsScreen } from '../../../../screens/search/SearchResultsScreen.tsx';

// Rendered per request: the page depends on its query parameters (filters, a search term); the catalogue data it reads
// is cached by the data layer, and the page itself by the shared page cache.
export const dynamic = 'force-dynamic';

interface ProductListPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ProductListPageProps): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const term = searchTermOf(query);
  return term === null ? productListMetadata(lang, query.page) : searchResultsMetadata(lang, term);
}

export default async function ProductListPage({ params, searchParams }: ProductListPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const term = searchTermOf(query);
  if (term !== null) return <SearchResultsScreen lang={lang} term={term} />;
  return <ProductListScreen lang={lang} searchParams={query} rendering="perRequest" />;
}
