import { isVocabularyId, pageKinds, type ProductFilters, type ShopDatabase, type TaxonomyFilter } from '@shop/db';
import type { PagingInfo, ProductCard, ProductFiltersInput, PagingInput } from '@shop/graphql';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { pageWindow, pagingInfo } from './paging.ts';
import { readListing } from './listingWindows.ts';
import { toProductCard } from './productCards.ts';
import { storeScope } from './storeScope.ts';

export const DEFAULT_ITEMS_PER_PAGE = 16;
const MAX_ITEMS_PER_PAGE = 100;
const MAX_FILTER_VALUES = 50;
const MAX_TAXONOMY_FILTERS = 10;

export interface ProductsPage {
  readonly products: ProductCard[];
  readonly paging: PagingInfo;
}

const isPageKind = (value: string): value is (typeof pageKinds)[number] => (pageKinds as readonly string[]).includes(value);

/** The GraphQL filters as database filters; every problem names the offending parameter. */
function productFilters(filters: ProductFiltersInput | null | undefined): ProductFilters {
  if ((filters?.filterByTaxonomy?.length ?? 0) > MAX_TAXONOMY_FILTERS) {
    throw invalidInput('filters.filterByTaxonomy', `At most ${MAX_TAXONOMY_FILTERS} taxonomy filters can be combined.`);
  }
  const taxonomy = (filters?.filterByTaxonomy ?? []).map((filter, index): TaxonomyFilter => {
    if (!isVocabularyId(filter.vocabularyID)) {
      throw invalidInput(`filters.filterByTaxonomy.${index}.vocabularyID`, `Unknown vocabulary '${filter.vocabularyID.slice(0, 40)}'.`);
    }
    if (filter.terms.length > MAX_FILTER_VALUES || filter.terms.some((term) => term.length > 100)) {
      throw invalidInput(`filters.filterByTaxonomy.${index}.terms`, 'Too many or too long taxonomy terms.');
    }
    return { vocabularyId: filter.vocabularyID, terms: filter.terms };
  });
  const page = filters?.filterByPage;
  let pageFilter: ProductFilters['page'];
  if (page) {
    const kind = page.pageType.toLowerCase().replace(/-/g, '_');
    if (!isPageKind(kind)) throw invalidInput('filters.filterByPage.pageType', `Unknown page type '${page.pageType.slice(0, 40)}'.`);
    if (!/^\d{1,9}$/.test(page.pageId)) throw invalidInput('filters.filterByPage.pageId', 'Page id must be a number.');
    pageFilter = { pageId: Number(page.pageId), fieldName: page.fieldName, kind };
  }
  return {
    ...(filters?.filterByProductType ? { productTypes: filters.filterByProductType } : {}),
    taxonomy,
    ...(pageFilter ? { page: pageFilter } : {}),
    ...(filters?.filterByChoiceCardExchange === true ? { exchangeableWithChoiceCard: true } : {}),
  };
}

/**
 * One page of product cards in a stable order (position, then id) with the total count. `request` (the GraphQL
 * context) lets the listings of one request under the same filters be read together (listingWindows.ts).
 */
export async function listProducts(
  db: ShopDatabase,
  tenant: Tenant,
  filters: ProductFiltersInput | null | undefined,
  pagingInput: PagingInput | null | undefined,
  request: object,
): Promise<ProductsPage> {
  const window = pageWindow(pagingInput, { itemsPerPage: DEFAULT_ITEMS_PER_PAGE, maxItemsPerPage: MAX_ITEMS_PER_PAGE });
  const list = await readListing(db, request, {
    ...storeScope(tenant),
    filters: productFilters(filters),
    limit: window.limit,
    offset: window.offset,
  });
  return {
    products: list.cards.map((row) => toProductCard(row, tenant)),
    paging: pagingInfo(window, list.totalItems),
  };
}
