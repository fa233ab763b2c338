import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { coupons, highlightedBlocks, popularSearchTerms, products, productTranslations, stores } from '../schema.ts';
import { productCardColumns, translationOf, type ProductCardRow, type StoreScope } from './product-cards.ts';

export interface PopularSearchContent {
  readonly terms: { readonly title: string; readonly url: string }[];
  /** The most chosen products. */
  readonly products: ProductCardRow[];
  /** Coupons valid now; `value` is minor units (ABSOLUTE) or basis points (RELATIVE). */
  readonly coupons: {
    readonly code: string;
    readonly valueKind: (typeof coupons.$inferSelect)['valueKind'];
    readonly value: number;
    readonly currency: string;
  }[];
  readonly highlightedBlocks: {
    /** Its card and background are served at `artworkPath('highlight-cards' | 'highlight-backgrounds', id)`. */
    readonly id: number;
    readonly title: string;
    readonly description: string;
    readonly referencedPath: string;
    readonly showHand: boolean;
  }[];
}

export interface PopularSearchLimits {
  readonly products: number;
  readonly coupons: number;
}

/** What the empty search shows: popular terms, the most chosen products, current coupons and highlighted blocks. */
export async function popularSearchContent(db: ShopDatabase, scope: StoreScope, limits: PopularSearchLimits): Promise<PopularSearchContent> {
  const terms = await db
    .select({ title: popularSearchTerms.title, url: popularSearchTerms.url })
    .from(popularSearchTerms)
    .where(and(eq(popularSearchTerms.storeId, scope.storeId), eq(popularSearchTerms.language, scope.language)))
    .orderBy(asc(popularSearchTerms.position));
  const mostChosen = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productTranslations, translationOf(scope.language))
    .where(eq(products.storeId, scope.storeId))
    .orderBy(desc(products.popularity), asc(products.position), asc(products.id))
    .limit(limits.products);
  const currentCoupons = await db
    .select({ code: coupons.code, valueKind: coupons.valueKind, value: coupons.value, currency: stores.currency })
    .from(coupons)
    .innerJoin(stores, eq(stores.storeId, coupons.storeId))
    .where(
      and(
        eq(coupons.storeId, scope.storeId),
        eq(coupons.isActive, true),
        lte(coupons.validFrom, sql`now()`),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(coupons.id))
    .limit(limits.coupons);
  const blocks = await db
    .select({
      id: highlightedBlocks.id,
      title: highlightedBlocks.title,
      description: highlightedBlocks.description,
      referencedPath: highlightedBlocks.referencedPath,
      showHand: highlightedBlocks.showHand,
    })
    .from(highlightedBlocks)
    .where(and(eq(highlightedBlocks.storeId, scope.storeId), eq(highlightedBlocks.language, scope.language)))
    .orderBy(asc(highlightedBlocks.position));
  return { terms, products: mostChosen, coupons: currentCoupons, highlightedBlocks: blocks };
}
