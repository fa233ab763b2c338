import { and, asc, count, desc, eq, exists, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../client.ts';
import { pageProducts, pages, products, productTerms, productTranslations, taxonomyTerms } from '../schema.ts';
import { productCardColumns, translationOf, type ProductCardRow, type StoreScope } from './product-cards.ts';

/** How many location pages (in the scope's language) accept the product: where it can be spent in person. */
export async function countProductLocations(db: ShopDatabase, scope: StoreScope, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pageProducts)
    .innerJoin(pages, and(eq(pages.storeId, pageProducts.storeId), eq(pages.id, pageProducts.pageId)))
    .where(
      and(
        eq(pageProducts.storeId, scope.storeId),
        eq(pageProducts.productId, productId),
        eq(pageProducts.fieldName, 'giftcard'),
        eq(pages.kind, 'location'),
        eq(pages.language, scope.language),
      ),
    );
  return row?.total ?? 0;
}

const ownTerms = alias(productTerms, 'own_terms');

/**
 * Other products of the product's categories, most chosen first: the cards a shopper compares it with. Products
 * without a category have none.
 */
export async function findRelatedProductCards(db: ShopDatabase, scope: StoreScope, productId: number, limit: number): Promise<ProductCardRow[]> {
  const categoryTermIds = db
    .select({ termId: ownTerms.termId })
    .from(ownTerms)
    .innerJoin(taxonomyTerms, and(eq(taxonomyTerms.storeId, ownTerms.storeId), eq(taxonomyTerms.id, ownTerms.termId)))
    .where(
      and(
        eq(ownTerms.storeId, scope.storeId),
        eq(ownTerms.productId, productId),
        eq(taxonomyTerms.vocabularyId, 'cb_api_giftcard_categories'),
      ),
    );
  const sharesACategory = exists(
    db
      .select({ productId: productTerms.productId })
      .from(productTerms)
      .where(
        and(
          eq(productTerms.storeId, products.storeId),
          eq(productTerms.productId, products.id),
          inArray(productTerms.termId, categoryTermIds),
        ),
      ),
  );
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productTranslations, translationOf(scope.language))
    .where(and(eq(products.storeId, scope.storeId), ne(products.id, productId), sharesACategory))
    .orderBy(desc(products.popularity), asc(products.position), asc(products.id))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), 24));
}
