import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { products, productTranslations, productVariations } from '../schema.ts';

/** Which store's data, in which of its languages: the scope of every catalogue read. */
export interface StoreScope {
  readonly storeId: number;
  readonly language: string;
}

/** The columns of a product card (a product with its translation in the scope's language). */
export const productCardColumns = {
  id: products.id,
  title: productTranslations.title,
  path: productTranslations.path,
  description: productTranslations.description,
  imagePath: products.imagePath,
  backgroundColor: products.backgroundColor,
  productType: products.productType,
  cardType: products.cardType,
  labelIcon: products.labelIcon,
  labelColor: products.labelColor,
  labelTitle: productTranslations.labelTitle,
  hasFreeLabel: products.hasFreeLabel,
  hasExternalLink: sql<boolean>`${products.externalLinkUrl} IS NOT NULL`,
  /** The lowest amount any variation can be bought for: its smallest fixed value or custom minimum. */
  // bigint like the amounts it picks from (an ::int cast overflows past 2^31 − 1); drizzle maps nothing onto null.
  fromPriceMinor: sql<number | null>`(SELECT min(amount) FROM ${productVariations}, LATERAL unnest(${productVariations.fixedValuesMinor} || ${productVariations.customMinMinor}) AS amount
    WHERE ${productVariations.storeId} = ${products.storeId} AND ${productVariations.productId} = ${products.id})`.mapWith(Number),
};

export interface ProductCardRow {
  readonly id: number;
  readonly title: string;
  readonly path: string;
  readonly description: string;
  readonly imagePath: string;
  readonly backgroundColor: string;
  readonly productType: (typeof products.$inferSelect)['productType'];
  readonly cardType: (typeof products.$inferSelect)['cardType'];
  readonly labelIcon: (typeof products.$inferSelect)['labelIcon'];
  readonly labelColor: string | null;
  readonly labelTitle: string | null;
  readonly hasFreeLabel: boolean;
  readonly hasExternalLink: boolean;
  readonly fromPriceMinor: number | null;
}

/** Joins a product to its translation in the scope's language; products without one are left out. */
export const translationOf = (language: string) =>
  and(
    eq(productTranslations.storeId, products.storeId),
    eq(productTranslations.productId, products.id),
    eq(productTranslations.language, language),
  );

/** Product cards by id, in the order of `ids`; ids of other stores or without a translation are skipped. */
export async function findProductCardsByIds(db: ShopDatabase, scope: StoreScope, ids: readonly number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productTranslations, translationOf(scope.language))
    .where(and(eq(products.storeId, scope.storeId), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
