import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pages, products, productTranslations } from '../schema.ts';

export interface SearchInput {
  readonly storeId: number;
  readonly language: string;
  readonly text: string;
  /** Maximum hits per group. */
  readonly limit?: number;
}

export interface ProductHit {
  readonly id: number;
  readonly title: string;
  readonly path: string;
  readonly backgroundColor: string;
  readonly imagePath: string;
  readonly showShadow: boolean;
  readonly productType: (typeof products.$inferSelect)['productType'];
  readonly rank: number;
}

export interface GivingMomentHit {
  readonly id: number;
  readonly title: string;
  readonly heroTitle: string | null;
  readonly path: string;
  readonly backgroundColor: string | null;
  readonly rank: number;
}

export interface SearchResult {
  readonly products: readonly ProductHit[];
  readonly givingMoments: readonly GivingMomentHit[];
  /** All matches, not only the returned ones. */
  readonly productCount: number;
  readonly givingMomentCount: number;
}

/** Longest input searched; longer text is cut, never rejected. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
const DEFAULT_LIMIT = 20;
/** Trigram word similarity needed for a typo match ('resturant' vs 'restaurant' ≈ 0.6). */
const WORD_SIMILARITY_THRESHOLD = '0.45';

const empty: SearchResult = { products: [], givingMoments: [], productCount: 0, givingMomentCount: 0 };

/** Letters and digits only, so user input can never form tsquery syntax. */
export function searchWords(text: string): string[] {
  return (text.slice(0, MAX_SEARCH_TEXT_LENGTH).normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Every word as a prefix ('restau' finds 'restaurant'), all words required. */
function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Catalogue search for one store and language: full-text (stemmed, accent-insensitive, prefix)
 * or trigram word similarity (typos), ranked by relevance. Empty input finds nothing.
 */
export async function searchCatalogue(db: ShopDatabase, input: SearchInput): Promise<SearchResult> {
  const words = searchWords(input.text);
  if (words.length === 0) return empty;
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? DEFAULT_LIMIT), 1), 100);
  const phrase = words.join(' ');
  const normalizedPhrase = sql`public.shop_search_text(${phrase})`;
  const tsQuery = sql`to_tsquery(public.shop_search_config(${input.language}), ${prefixQuery(words)})`;

  const productTitle = sql`public.shop_search_text(${productTranslations.title})`;
  const productRank: SQL<number> = sql<number>`(ts_rank(${productTranslations.searchVector}, ${tsQuery}) + word_similarity(${normalizedPhrase}, ${productTitle}))::float8`;
  const productMatch = and(
    eq(productTranslations.storeId, input.storeId),
    eq(productTranslations.language, input.language),
    or(sql`${productTranslations.searchVector} @@ ${tsQuery}`, sql`${normalizedPhrase} <% ${productTitle}`),
  );

  const pageTitle = sql`public.shop_search_text(coalesce(${pages.heroTitle}, '') || ' ' || ${pages.title})`;
  const pageRank: SQL<number> = sql<number>`(ts_rank(${pages.searchVector}, ${tsQuery}) + word_similarity(${normalizedPhrase}, ${pageTitle}))::float8`;
  const pageMatch = and(
    eq(pages.storeId, input.storeId),
    eq(pages.language, input.language),
    eq(pages.kind, 'giving_moment'),
    or(sql`${pages.searchVector} @@ ${tsQuery}`, sql`${normalizedPhrase} <% ${pageTitle}`),
  );

  return db.transaction(async (tx) => {
    // Scoped to this transaction: the `<%` operator (and its trigram index) uses this threshold.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`);
    const productRows = await tx
      .select({
        id: products.id,
        title: productTranslations.title,
        path: productTranslations.path,
        backgroundColor: products.backgroundColor,
        imagePath: products.imagePath,
        showShadow: products.showShadow,
        productType: products.productType,
        rank: productRank,
        total: sql<number>`count(*) OVER ()::int`,
      })
      .from(productTranslations)
      .innerJoin(products, and(eq(products.storeId, productTranslations.storeId), eq(products.id, productTranslations.productId)))
      .where(productMatch)
      .orderBy(desc(productRank), desc(products.popularity), products.id)
      .limit(limit);
    const pageRows = await tx
      .select({
        id: pages.id,
        title: pages.title,
        heroTitle: pages.heroTitle,
        path: pages.path,
        backgroundColor: pages.backgroundColor,
        rank: pageRank,
        total: sql<number>`count(*) OVER ()::int`,
      })
      .from(pages)
      .where(pageMatch)
      .orderBy(desc(pageRank), pages.position, pages.id)
      .limit(limit);
    return {
      products: productRows.map(({ total: _total, ...hit }) => hit),
      givingMoments: pageRows.map(({ total: _total, ...hit }) => hit),
      productCount: productRows[0]?.total ?? 0,
      givingMomentCount: pageRows[0]?.total ?? 0,
    };
  });
}
