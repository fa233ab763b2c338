import type { Metadata } from 'next';
import { productListMetadata } from '../../../../../screens/catalogue/metadata.ts';
import { ProductListScreen } from '../../../../../screens/catalogue/ProductListScreen.tsx';

/**
 * A page of the unfiltered product list (the route rules send `/gift-cards/` and `/gift-cards/2/` here): the same for
 * every visitor, so it is rendered on its first request and then served from the cache, revalidated with the
 * catalogue data it reads. Filters have their own cached route below this one ([categories]/[types]); the few the
 * cache does not hold render per request in ../page.tsx.
 */
export function generateStaticParams(): { page: string }[] {
  return [];
}

interface ProductListPageNumberProps {
  readonly params: Promise<{ lang: string; page: string }>;
}

export async function generateMetadata({ params }: ProductListPageNumberProps): Promise<Metadata> {
  const { lang, page } = await params;
  return productListMetadata(lang, page);
}

export default async function ProductListPageNumber({ params }: ProductListPageNumberProps) {
  const { lang, page } = await params;
  return <ProductListScreen lang={lang} searchParams={{ page }} rendering="cached" />;
}
