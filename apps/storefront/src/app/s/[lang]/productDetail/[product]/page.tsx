import type { Metadata } from 'next';
import { buildMetadata } from '../../../../../seo/metadata.ts';
import { loadProduct, ProductDetailScreen } from '../../../../../screens/product/ProductDetailScreen.tsx';

/** The product path as the API names it; a malformed escape is kept as typed and simply finds no product. */
function productPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface ProductDetailPageProps {
  readonly params: Promise<{ lang: string; product: string }>;
}

export async function generateMetadata({ params }: ProductDetailPageProps): Promise<Metadata> {
  const { lang, product } = await params;
  const detail = await loadProduct(lang, productPath(product));
  return buildMetadata({
    lang,
    location: { kind: 'screen', screen: 'productDetail', params: { product: detail.path } },
    title: detail.title,
    description: detail.description,
  });
}

export default async function ProductDetailPage({ params }: ProductDetailPageProps) {
  const { lang, product } = await params;
  return <ProductDetailScreen lang={lang} path={productPath(product)} />;
}
