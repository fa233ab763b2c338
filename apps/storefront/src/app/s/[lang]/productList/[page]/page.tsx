import type { Metadata } from 'next';
import { messageMetadata, pageNumberOf } from '../../../../../screens/catalogue/metadata.ts';
import { ProductListScreen } from '../../../../../screens/catalogue/ProductListScreen.tsx';

/**
 * A page of the unfiltered product list (the route rules send `/gift-cards/` and `/gift-cards/2/` here): the same for
 * every visitor, so it is rendered on its first request and then served from the cache, revalidated with the
 * catalogue data it reads. Filtered lists and searches render per request in ../page.tsx.
 */
export function generateStaticParams(): { page: string }[] {
  return [];
}

interface ProductListPageNumberProps {
  readonly params: Promise<{ lang: string; page: string }>;
}

export async function generateMetadata({ params }: ProductListPageNumberProps): Promise<Metadata> {
  const { lang, page } = await params;
  const number = pageNumberOf(page);
  return messageMetadata(lang, { kind: 'screen', screen: 'productList', ...(number ? { page: number } : {}) }, 'catalogue.list.title');
}

export default async function ProductListPageNumber({ params }: ProductListPageNumberProps) {
  const { lang, page } = await params;
  return <ProductListScreen lang={lang} searchParams={{ page }} rendering="cached" />;
}
