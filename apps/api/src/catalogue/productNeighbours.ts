import { countProductLocations, findProductCardsByIds, findRelatedProductCards, type ShopDatabase } from '@shop/db';
import type { ProductNeighbours } from '@shop/graphql';
import { notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { toProductCard } from './productCards.ts';
import { productRecordId } from './productId.ts';
import { storeScope } from './storeScope.ts';

/** A product page shows at most this many related cards: one row on a large desktop. */
export const RELATED_PRODUCTS = 4;

/** Where a product of the tenant's store is spent and which of its cards it is compared with. */
export async function productNeighbours(db: ShopDatabase, tenant: Tenant, productId: string): Promise<ProductNeighbours> {
  const id = productRecordId(productId);
  if (id === null) throw notFound('productID', 'Product');
  const scope = storeScope(tenant);
  const [product] = await findProductCardsByIds(db, scope, [id]);
  if (!product) throw notFound('productID', 'Product');
  const [locationCount, related] = await Promise.all([
    countProductLocations(db, scope, id),
    findRelatedProductCards(db, scope, id, RELATED_PRODUCTS),
  ]);
  return { locationCount, relatedProducts: related.map((row) => toProductCard(row, tenant)) };
}
