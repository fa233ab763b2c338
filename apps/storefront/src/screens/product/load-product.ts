import { ProductDetailDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import type { ProductDetail } from './product-rules.ts';

/** The product as the API knows it by its path, or null when it has none. */
export async function loadProduct(lang: string, path: string): Promise<ProductDetail | null> {
  const data = await serverQuery(lang, ProductDetailDocument, { path });
  return data.product.product ?? null;
}
