import type { Metadata } from 'next';
import { decodeSegment } from '../../../../../../screens/catalogue/content.ts';
import { categoryPage, CategoryScreen } from '../../../../../../screens/catalogue/CategoryScreen.tsx';
import { contentMetadata, pageNumberOf } from '../../../../../../screens/catalogue/metadata.ts';

/**
 * A page of an unfiltered category list (the route rules send `/category/restaurants/` and `/category/restaurants/2/`
 * here): rendered on its first request, then served from the cache and revalidated with the catalogue data it
 * reads. Filtered lists render per request in ../page.tsx.
 */
export function generateStaticParams(): { category: string; page: string }[] {
  return [];
}

interface CategoryPageNumberProps {
  readonly params: Promise<{ lang: string; category: string; page: string }>;
}

export async function generateMetadata({ params }: CategoryPageNumberProps): Promise<Metadata> {
  const { lang, category, page } = await params;
  const slug = decodeSegment(category);
  const number = pageNumberOf(page);
  return contentMetadata(lang, { kind: 'screen', screen: 'category', params: { category: slug }, ...(number ? { page: number } : {}) }, await categoryPage(lang, slug));
}

export default async function CategoryPageNumber({ params }: CategoryPageNumberProps) {
  const { lang, category, page } = await params;
  return <CategoryScreen lang={lang} category={decodeSegment(category)} searchParams={{ page }} rendering="cached" />;
}
