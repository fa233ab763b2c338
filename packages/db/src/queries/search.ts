import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pages, products, productTranslations } from '../schema.ts';
import { perDatabase } from './per-database.ts';

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
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Session settings the search relies on: the `<%` operator (and its trigram index) reads the
 * threshold from the session. `createDatabase()` runs this once on every connection it opens, so a
 * search is its two queries alone — no transaction just to scope a setting.
 */
export const SEARCH_SESSION_SETUP = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

const empty: SearchResult = { products: [], givingMoments: [], productCount: 0, givingMomentCount: 0 };

/** Letters and digits only, so user input can never form tsquery syntax. */
export function searchWords(text: string): string[] {
  return (text.slice(0, MAX_SEARCH_TEXT_LENGTH).normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Every word as a prefix ('restau' finds 'restaurant'), all words required. */
function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

// Built once per database and run with these placeholders: a search only binds its values. The
// statements stay unnamed (''): Postgres then plans each search for its actual values, where a
// cached generic plan would evaluate to_tsquery and shop_search_text again on every row.
const storeId = sql.placeholder('storeId');
const language = sql.placeholder('language');
const limit = sql.placeholder('limit');
const normalizedPhrase = sql`public.shop_search_text(${sql.placeholder('phrase')})`;
const tsQuery = sql`to_tsquery(public.shop_search_config(${language}), ${sql.placeholder('prefixQuery')})`;

function prepareProductSearch(db: ShopDatabase) {
  const rank: SQL<number> = sql<number>`(ts_rank(${productTranslations.searchVector}, ${tsQuery}) + word_similarity(${normalizedPhrase}, ${productTranslations.searchTitle}))::float8`;
  return db
    .select({
      id: products.id,
      title: productTranslations.title,
      path: productTranslations.path,
      backgroundColor: products.backgroundColor,
      imagePath: products.imagePath,
      showShadow: products.showShadow,
      productType: products.productType,
      rank,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(productTranslations)
    .innerJoin(products, and(eq(products.storeId, productTranslations.storeId), eq(products.id, productTranslations.productId)))
    .where(
      and(
        eq(productTranslations.storeId, storeId),
        eq(productTranslations.language, language),
        or(sql`${productTranslations.searchVector} @@ ${tsQuery}`, sql`${normalizedPhrase} <% ${productTranslations.searchTitle}`),
      ),
    )
    .orderBy(desc(rank), desc(products.popularity), products.id)
    .limit(limit)
    .prepare('');
}

function preparePageSearch(db: ShopDatabase) {
  const rank: SQL<number> = sql<number>`(ts_rank(${pages.searchVector}, ${tsQuery}) + word_similarity(${normalizedPhrase}, ${pages.searchTitle}))::float8`;
  return db
    .select({
      id: pages.id,
      title: pages.title,
      heroTitle: pages.heroTitle,
      path: pages.path,
      backgroundColor: pages.backgroundColor,
      rank,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(pages)
    .where(
      and(
        eq(pages.storeId, storeId),
        eq(pages.language, language),
        eq(pages.kind, 'giving_moment'),
        or(sql`${pages.searchVector} @@ ${tsQuery}`, sql`${normalizedPhrase} <% ${pages.searchTitle}`),
      ),
    )
    .orderBy(desc(rank), pages.position, pages.id)
    .limit(limit)
    .prepare('');
}

const statementsFor = perDatabase((db) => ({ products: prepareProductSearch(db), pages: preparePageSearch(db) }));

/**
 * Catalogue search for one store and language: full-text (stemmed, accent-insensitive, prefix)
 * or trigram word similarity (typos), ranked by relevance. Empty input finds nothing.
 */
export async function searchCatalogue(db: ShopDatabase, input: SearchInput): Promise<SearchResult> {
  const words = searchWords(input.text);
  if (words.length === 0) return empty;
  const values = {
    storeId: input.storeId,
    language: input.language,
    phrase: words.join(' '),
    prefixQuery: prefixQuery(words),
    limit: Math.min(Math.max(Math.trunc(input.limit ?? DEFAULT_LIMIT), 1), 100),
  };
  const statements = statementsFor(db);
  const [productRows, pageRows] = await Promise.all([statements.products.execute(values), statements.pages.execute(values)]);
  return {
    products: productRows.map(({ total: _total, ...hit }) => hit),
    givingMoments: pageRows.map(({ total: _total, ...hit }) => hit),
    productCount: productRows[0]?.total ?? 0,
    givingMomentCount: pageRows[0]?.total ?? 0,
  };
}
