import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { extras, extraTranslations, products, productTranslations, productVariations } from '../schema.ts';
import { productCardColumns, translationOf, type ProductCardRow, type StoreScope } from './product-cards.ts';

export interface VariationRow {
  readonly id: number;
  readonly variationType: (typeof productVariations.$inferSelect)['variationType'];
  readonly sku: string;
  readonly fixedValuesMinor: number[];
  readonly customMinMinor: number | null;
  readonly customMaxMinor: number | null;
  readonly wholeNumbersOnly: boolean;
}

export interface ProductDetailRow extends ProductCardRow {
  readonly showHand: boolean;
  readonly showShadow: boolean;
  /** null = unlimited. */
  readonly stock: number | null;
  readonly hasAppleSumLimit: boolean;
  /** Always sent by registered post (wine). */
  readonly requiresRegisteredShipping: boolean;
  /** Digital before physical. */
  readonly variations: VariationRow[];
}

export interface ExtraRow {
  readonly id: number;
  readonly kind: (typeof extras.$inferSelect)['kind'];
  /** The translation in the scope's language, else the SKU. */
  readonly title: string;
  readonly priceMinor: number;
}

/** A product with its variations, found by its path in the scope's language (first matching path wins). */
export async function findProductDetailByPath(db: ShopDatabase, scope: StoreScope, paths: readonly string[]): Promise<ProductDetailRow | null> {
  if (paths.length === 0) return null;
  const candidates = await db
    .select({
      ...productCardColumns,
      showHand: products.showHand,
      showShadow: products.showShadow,
      stock: products.stock,
      hasAppleSumLimit: products.hasAppleSumLimit,
      requiresRegisteredShipping: products.requiresRegisteredShipping,
    })
    .from(products)
    .innerJoin(productTranslations, translationOf(scope.language))
    .where(and(eq(products.storeId, scope.storeId), inArray(productTranslations.path, [...paths])));
  const product = paths.map((path) => candidates.find((candidate) => candidate.path === path)).find((found) => found !== undefined);
  if (!product) return null;
  const variations = await db
    .select({
      id: productVariations.id,
      variationType: productVariations.variationType,
      sku: productVariations.sku,
      fixedValuesMinor: productVariations.fixedValuesMinor,
      customMinMinor: productVariations.customMinMinor,
      customMaxMinor: productVariations.customMaxMinor,
      wholeNumbersOnly: productVariations.wholeNumbersOnly,
    })
    .from(productVariations)
    .where(and(eq(productVariations.storeId, scope.storeId), eq(productVariations.productId, product.id)))
    .orderBy(asc(productVariations.variationType), asc(productVariations.id));
  return { ...product, variations };
}

/** The store's active extras (wrappers, digital wrappers, gift packing, personal message) by kind and position. */
export async function listExtras(db: ShopDatabase, scope: StoreScope): Promise<ExtraRow[]> {
  return db
    .select({
      id: extras.id,
      kind: extras.kind,
      title: sql<string>`coalesce(${extraTranslations.title}, ${extras.sku})`,
      priceMinor: extras.priceMinor,
    })
    .from(extras)
    .leftJoin(
      extraTranslations,
      and(eq(extraTranslations.storeId, extras.storeId), eq(extraTranslations.extraId, extras.id), eq(extraTranslations.language, scope.language)),
    )
    .where(and(eq(extras.storeId, scope.storeId), eq(extras.isActive, true)))
    .orderBy(asc(extras.kind), asc(extras.position), asc(extras.id));
}
