import type { Metadata } from 'next';
import { productListMetadata } from '../../../../screens/catalogue/metadata.ts';
import { ProductListScreen, type SearchParams } from '../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: the page depends on its query parameters; the catalogue data it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface ProductListPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ProductListPageProps): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return productListMetadata(lang, query.page);
}

export default async function ProductListPage({ params, searchParams }: ProductListPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <ProductListScreen lang={lang} searchParams={query} rendering="perRequest" />;
}
