import { lastPathSegment } from '@shop/brand-config';
import type { Metadata } from 'next';
import { ClientMessages } from '../../../../../i18n/ClientMessages.tsx';
import { buildMetadata } from '../../../../../seo/metadata.ts';
import { productApiPath } from '../../../../../routing/api-path.ts';
import { notFoundMetadata } from '../../../../../screens/not-found/NotFoundScreen.tsx';
import { loadProduct } from '../../../../../screens/product/load-product.ts';
import { ProductDetailScreen } from '../../../../../screens/product/ProductDetailScreen.tsx';

/** The product's path as the API names it; a malformed escape is kept as typed and simply finds no product. */
function productPath(lang: string, segment: string): string {
  let slug = segment;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    // kept as typed
  }
  return productApiPath(lang, slug);
}

/** Product pages read catalogue data only: each is rendered on its first request, then cached and revalidated with it. */
export function generateStaticParams(): { product: string }[] {
  return [];
}

export interface ProductDetailPageProps {
  readonly params: Promise<{ lang: string; product: string }>;
}

export async function generateMetadata({ params }: ProductDetailPageProps): Promise<Metadata> {
  const { lang, product } = await params;
  const detail = await loadProduct(lang, productPath(lang, product));
  if (!detail) return notFoundMetadata(lang);
  return buildMetadata({
    lang,
    location: { kind: 'screen', screen: 'productDetail', params: { product: lastPathSegment(detail.path) } },
    title: detail.title,
    description: detail.description,
  });
}

export default async function ProductDetailPage({ params }: ProductDetailPageProps) {
  const { lang, product } = await params;
  return (
    <ClientMessages lang={lang} scope="product">
      <ProductDetailScreen lang={lang} path={productPath(lang, product)} />
    </ClientMessages>
  );
}
