import type { PagingInfo, ProductCard, ProductFiltersInput, PagingInput } from '@shop/graphql';
import { invalidInput } from '../errors.ts';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { PRODUCT_CARD_COLUMNS, toProductCard, type ProductCardRow } from './productCards.ts';

export const DEFAULT_ITEMS_PER_PAGE = 16;
const MAX_ITEMS_PER_PAGE = 100;
const MAX_FILTER_VALUES = 50;
const VOCABULARIES = ['cb_api_giftcard_categories', 'cb_api_giftcard_types'];
const PAGE_TYPES = ['giving_moment', 'landing', 'information', 'blog_article', 'business', 'location', 'category'];

export interface ProductsPage {
  readonly products: ProductCard[];
  readonly paging: PagingInfo;
}

function checkPaging(paging: PagingInput | null | undefined): { itemsPerPage: number; pageNumber: number } {
  const itemsPerPage = paging?.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
  const pageNumber = paging?.pageNumber ?? 1;
  if (itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE) {
    throw invalidInput('paging.itemsPerPage', `Items per page must be between 1 and ${MAX_ITEMS_PER_PAGE}.`);
  }
  if (pageNumber < 1 || pageNumber > 100_000) throw invalidInput('paging.pageNumber', 'Page number must be 1 or more.');
  return { itemsPerPage, pageNumber };
}

/** Builds the WHERE clause of a product listing; every value goes in as a parameter. */
function filterClause(filters: ProductFiltersInput | null | undefined, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const types = filters?.filterByProductType;
  if (types && types.length > 0) conditions.push(`p.product_type::text = ANY(${param(types)}::text[])`);

  for (const [index, taxonomy] of (filters?.filterByTaxonomy ?? []).entries()) {
    if (!VOCABULARIES.includes(taxonomy.vocabularyID)) {
      throw invalidInput(`filters.filterByTaxonomy.${index}.vocabularyID`, `Unknown vocabulary '${taxonomy.vocabularyID.slice(0, 40)}'.`);
    }
    if (taxonomy.terms.length === 0) continue;
    if (taxonomy.terms.length > MAX_FILTER_VALUES || taxonomy.terms.some((term) => term.length > 100)) {
      throw invalidInput(`filters.filterByTaxonomy.${index}.terms`, 'Too many or too long taxonomy terms.');
    }
    conditions.push(`EXISTS (
      SELECT 1 FROM product_terms pt
      JOIN taxonomy_terms tt ON tt.store_id = pt.store_id AND tt.id = pt.term_id
      WHERE pt.store_id = p.store_id AND pt.product_id = p.id
        AND tt.vocabulary_id = ${param(taxonomy.vocabularyID)}
        AND (tt.key = ANY(${param(taxonomy.terms)}::text[]) OR tt.id::text = ANY(${param(taxonomy.terms)}::text[])))`);
  }

  const page = filters?.filterByPage;
  if (page) {
    const pageType = page.pageType.toLowerCase().replace(/-/g, '_');
    if (!PAGE_TYPES.includes(pageType)) throw invalidInput('filters.filterByPage.pageType', `Unknown page type '${page.pageType.slice(0, 40)}'.`);
    if (!/^\d{1,9}$/.test(page.pageId)) throw invalidInput('filters.filterByPage.pageId', 'Page id must be a number.');
    conditions.push(`EXISTS (
      SELECT 1 FROM page_products pp JOIN pages pg ON pg.store_id = pp.store_id AND pg.id = pp.page_id
      WHERE pp.store_id = p.store_id AND pp.product_id = p.id AND pp.page_id = ${param(Number(page.pageId))}
        AND pp.field_name = ${param(page.fieldName)} AND pg.kind::text = ${param(pageType)})`);
  }
  return conditions.map((condition) => `AND ${condition}`).join('\n');
}

/** One page of product cards in a stable order (position, then id) with the total count. */
export async function listProducts(
  sql: SqlClient,
  tenant: Tenant,
  filters: ProductFiltersInput | null | undefined,
  pagingInput: PagingInput | null | undefined,
): Promise<ProductsPage> {
  const { itemsPerPage, pageNumber } = checkPaging(pagingInput);
  const params: unknown[] = [tenant.storeId, tenant.language.code];
  const where = filterClause(filters, params);
  const from = `FROM products p
    JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $2
    WHERE p.store_id = $1 ${where}`;
  const limit = `$${params.push(itemsPerPage)}`;
  const offset = `$${params.push((pageNumber - 1) * itemsPerPage)}`;
  const rows = await sql.query<ProductCardRow & { total: number }>(
    `SELECT ${PRODUCT_CARD_COLUMNS}, count(*) OVER ()::int AS total ${from}
     ORDER BY p.position, p.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const totalItems =
    rows[0]?.total ??
    (await sql.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params.slice(0, -2)))[0]?.total ??
    0;
  return {
    products: rows.map((row) => toProductCard(row, tenant)),
    paging: { itemsPerPage, pageNumber, totalItems, totalPages: Math.ceil(totalItems / itemsPerPage) },
  };
}
