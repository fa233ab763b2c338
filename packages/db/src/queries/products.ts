import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import {
  pageProducts,
  pages,
  products,
  productTerms,
  productTranslations,
  taxonomyTerms,
  vocabularyIds,
  type pageKinds,
  type productTypes,
} from '../schema.ts';
import { perDatabase } from './per-database.ts';
import { productCardColumns, type ProductCardRow, type StoreScope } from './product-cards.ts';

export interface TaxonomyFilter {
  readonly vocabularyId: (typeof vocabularyIds)[number];
  /** Term keys ('restaurants') or term ids; a product matches when it has any of them. */
  readonly terms: readonly string[];
}

/** Products a content page lists in one of its fields. */
export interface PageFilter {
  readonly pageId: number;
  readonly fieldName: string;
  readonly kind: (typeof pageKinds)[number];
}

export interface ProductFilters {
  readonly productTypes?: readonly (typeof productTypes)[number][];
  /** Every filter must match (AND across vocabularies, OR within one filter's terms). */
  readonly taxonomy?: readonly TaxonomyFilter[];
  readonly page?: PageFilter;
  /** Only the products an All-in-1 Choice card can be exchanged for; false or absent does not narrow the listing. */
  readonly exchangeableWithChoiceCard?: boolean;
}

export interface ProductListInput extends StoreScope {
  readonly filters?: ProductFilters;
  readonly limit: number;
  readonly offset: number;
}

export interface ProductList {
  readonly cards: ProductCardRow[];
  /** Every matching product, not only the returned ones. */
  readonly totalItems: number;
}

/**
 * Which filters a listing applies. Values travel as parameters, so every listing of one shape runs the same
 * prepared statement: built once per database, and parsed and planned once per connection on a Postgres server.
 */
interface FilterShape {
  readonly productTypes: boolean;
  /** One entry per taxonomy filter, in vocabulary order. */
  readonly vocabularies: readonly (typeof vocabularyIds)[number][];
  readonly page: boolean;
  readonly exchangeableWithChoiceCard: boolean;
}

const placeholder = (name: string) => sql.placeholder(name);
/** `column = ANY($n)`: one array parameter whatever the number of values (`inArray` binds one parameter per value). */
const isAnyOf = (column: SQL | typeof taxonomyTerms.key | typeof taxonomyTerms.id, name: string, type: string) =>
  sql`${column} = ANY(${placeholder(name)}::${sql.raw(type)}[])`;

function hasAnyTerm(db: ShopDatabase, vocabulary: (typeof vocabularyIds)[number], index: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(productTerms)
      .innerJoin(taxonomyTerms, and(eq(taxonomyTerms.storeId, productTerms.storeId), eq(taxonomyTerms.id, productTerms.termId)))
      .where(
        and(
          eq(productTerms.storeId, products.storeId),
          eq(productTerms.productId, products.id),
          eq(taxonomyTerms.vocabularyId, vocabulary),
          or(isAnyOf(taxonomyTerms.key, `taxonomy.${index}.keys`, 'text'), isAnyOf(taxonomyTerms.id, `taxonomy.${index}.ids`, 'int')),
        ),
      ),
  );
}

function isListedOnPage(db: ShopDatabase): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(pageProducts)
      .innerJoin(pages, and(eq(pages.storeId, pageProducts.storeId), eq(pages.id, pageProducts.pageId)))
      .where(
        and(
          eq(pageProducts.storeId, products.storeId),
          eq(pageProducts.productId, products.id),
          eq(pageProducts.pageId, placeholder('pageId')),
          eq(pageProducts.fieldName, placeholder('fieldName')),
          eq(pages.kind, placeholder('pageKind')),
        ),
      ),
  );
}

function whereOf(db: ShopDatabase, shape: FilterShape): SQL | undefined {
  return and(
    eq(products.storeId, placeholder('storeId')),
    ...(shape.productTypes ? [isAnyOf(sql`${products.productType}::text`, 'productTypes', 'text')] : []),
    ...shape.vocabularies.map((vocabulary, index) => hasAnyTerm(db, vocabulary, index)),
    ...(shape.page ? [isListedOnPage(db)] : []),
    // The bare column, as the partial index's predicate reads: a bound `= true` would keep a generic plan off that index.
    ...(shape.exchangeableWithChoiceCard ? [sql`${products.isExchangeableWithChoiceCard}`] : []),
  );
}

const translationInLanguage = and(
  eq(productTranslations.storeId, products.storeId),
  eq(productTranslations.productId, products.id),
  eq(productTranslations.language, placeholder('language')),
);

function prepareListing(db: ShopDatabase, shape: FilterShape, name: string) {
  const where = whereOf(db, shape);
  return {
    page: db
      .select({ ...productCardColumns, total: sql<number>`count(*) OVER ()::int` })
      .from(products)
      .innerJoin(productTranslations, translationInLanguage)
      .where(where)
      .orderBy(products.position, products.id)
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(`product_cards_${name}`),
    // A page past the end has no rows to carry the window count.
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productTranslations, translationInLanguage)
      .where(where)
      .prepare(`product_count_${name}`),
  };
}

type PreparedListing = ReturnType<typeof prepareListing>;
const preparedListings = perDatabase(() => new Map<string, PreparedListing>());

function listingFor(db: ShopDatabase, shape: FilterShape): PreparedListing {
  const name = [
    shape.productTypes ? 't' : '',
    ...shape.vocabularies.map((vocabulary) => `v${vocabularyIds.indexOf(vocabulary)}`),
    shape.page ? 'p' : '',
    shape.exchangeableWithChoiceCard ? 'x' : '',
  ]
    .filter(Boolean)
    .join('_') || 'all';
  const byShape = preparedListings(db);
  let listing = byShape.get(name);
  if (!listing) byShape.set(name, (listing = prepareListing(db, shape, name)));
  return listing;
}

/** The filters that narrow the listing, as a shape and its parameter values. */
function planFilters(filters: ProductFilters | undefined): { shape: FilterShape; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const types = filters?.productTypes ?? [];
  if (types.length > 0) values.productTypes = [...types];
  const taxonomy = (filters?.taxonomy ?? [])
    .filter((filter) => filter.terms.length > 0)
    .sort((a, b) => vocabularyIds.indexOf(a.vocabularyId) - vocabularyIds.indexOf(b.vocabularyId));
  taxonomy.forEach((filter, index) => {
    values[`taxonomy.${index}.keys`] = [...filter.terms];
    values[`taxonomy.${index}.ids`] = filter.terms.filter((term) => /^\d{1,9}$/.test(term)).map(Number);
  });
  if (filters?.page) Object.assign(values, { pageId: filters.page.pageId, fieldName: filters.page.fieldName, pageKind: filters.page.kind });
  return {
    shape: {
      productTypes: types.length > 0,
      vocabularies: taxonomy.map((filter) => filter.vocabularyId),
      page: filters?.page !== undefined,
      exchangeableWithChoiceCard: filters?.exchangeableWithChoiceCard === true,
    },
    values,
  };
}

/** One page of product cards in a stable order (position, then id) with the total count of matches. */
export async function listProductCards(db: ShopDatabase, input: ProductListInput): Promise<ProductList> {
  const { shape, values } = planFilters(input.filters);
  const listing = listingFor(db, shape);
  const scope = { ...values, storeId: input.storeId, language: input.language };
  const rows = await listing.page.execute({ ...scope, limit: input.limit, offset: input.offset });
  const first = rows[0];
  if (first) return { cards: rows.map(({ total: _total, ...card }) => card), totalItems: first.total };
  // A first page without rows is a filter nothing matches: no second query to count nothing.
  if (input.offset === 0 && input.limit > 0) return { cards: [], totalItems: 0 };
  const [counted] = await listing.count.execute(scope);
  return { cards: [], totalItems: counted?.total ?? 0 };
}
