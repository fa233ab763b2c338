import type { Metadata } from 'next';
import { filterQueryFromSegments } from '../../../../../../../screens/catalogue/filters.ts';
import { productListMetadata } from '../../../../../../../screens/catalogue/metadata.ts';
import { ProductListScreen } from '../../../../../../../screens/catalogue/ProductListScreen.tsx';

/**
 * A page of the product list under a filter (the route rules send `/gift-cards/?cb_api_giftcard_categories=food` here
 * as `/s/en/productList/1/food/-/`): the same for every visitor of that filter, whatever else their address carries,
 * so it is rendered on its first request and then served from the cache, revalidated with the catalogue data it reads.
 */
export function generateStaticParams(): { categories: string; types: string }[] {
  return [];
}

interface FilteredProductListProps {
  readonly params: Promise<{ lang: string; page: string; categories: string; types: string }>;
}

export async function generateMetadata({ params }: FilteredProductListProps): Promise<Metadata> {
  const { lang, page } = await params;
  return productListMetadata(lang, page);
}

export default async function FilteredProductList({ params }: FilteredProductListProps) {
  const { lang, page, categories, types } = await params;
  return <ProductListScreen lang={lang} searchParams={{ page, ...filterQueryFromSegments({ categories, types }) }} rendering="cached" />;
}
