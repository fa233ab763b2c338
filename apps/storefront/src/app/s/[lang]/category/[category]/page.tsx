import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { categoryPage, CategoryScreen } from '../../../../../screens/catalogue/CategoryScreen.tsx';
import { contentMetadata, pageNumberOf } from '../../../../../screens/catalogue/metadata.ts';
import type { SearchParams } from '../../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: the page depends on its query parameters; the catalogue data it reads is cached by the data layer.
export const dynamic = 'force-dynamic';

interface CategoryPageProps {
  readonly params: Promise<{ lang: string; category: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: CategoryPageProps): Promise<Metadata> {
  const [{ lang, category }, query] = await Promise.all([params, searchParams]);
  const slug = decodeSegment(category);
  const page = pageNumberOf(query.page);
  return contentMetadata(lang, { kind: 'screen', screen: 'category', params: { category: slug }, ...(page ? { page } : {}) }, await categoryPage(lang, slug));
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const [{ lang, category }, query] = await Promise.all([params, searchParams]);
  return <CategoryScreen lang={lang} category={decodeSegment(category)} searchParams={query} rendering="perRequest" />;
}
