import { CatalogueFilterTermsDocument, CatalogueHomeBlocksDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href, pagedHref } from '../../routing/href.ts';
import { missingPage, type Rendering } from '../not-found/NotFoundScreen.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import * as styles from './catalogue.css.ts';
import { CategoryLinks } from './CategoryLinks.tsx';
import { pageIntl } from './content.ts';
import { asksUnknownTerm, filterGroups, termTitle } from './filter-form.ts';
import { asksMalformedTerm, filterQuery, NO_FILTERS, parseListingFilters, type ListingFilters } from './filters.ts';
import { fetchExistingListingPage } from './fetch-listing.ts';
import { ListingSection } from './ListingSection.tsx';
import type { ListingSource } from './listing-source.ts';
import { parsePageParam } from './pagination.ts';
import { ProductFilterForm } from './ProductFilterForm.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { toCatalogueCards } from './to-catalogue-card.ts';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

const PRODUCT_LIST = { id: 'product_list', name: 'Product list' } as const;
const TOP_PRODUCTS = { id: 'top_products', name: 'Top products' } as const;
/** Spec §9: 4 top products on large desktop, 2 elsewhere. */
const TOP_PRODUCTS_LARGE = 4;
const TOP_PRODUCTS_OTHER = 2;

export interface ProductListScreenProps {
  readonly lang: string;
  readonly searchParams: SearchParams;
  readonly rendering: Rendering;
}

/**
 * The product list, filtered by its query. A filter with a term the store does not have, or one no store could have, is
 * a page that does not exist (a 404, never kept by the page cache: made-up filters cannot fill it).
 */
export async function ProductListScreen({ lang, searchParams, rendering }: ProductListScreenProps) {
  const { intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const pageParam = parsePageParam(searchParams.page);
  if (pageParam.kind === 'invalid') return missingPage(lang, rendering);
  // A term no store could have (control characters, broken percent-encoding) is as unknown as a made-up one.
  if (asksMalformedTerm(searchParams)) return missingPage(lang, rendering);
  const filters = parseListingFilters(searchParams);
  const query = filterQuery(filters);
  const listHref = (forFilters: ListingFilters, page: number) => pagedHref(lang, 'productList', page, filterQuery(forFilters));

  const [blocks, filterTerms] = await Promise.all([
    serverQuery(lang, CatalogueHomeBlocksDocument, {}),
    serverQuery(lang, CatalogueFilterTermsDocument, {}),
  ]);
  const terms = filterTerms.taxonomyTerms.terms;
  if (asksUnknownTerm(terms, filters)) return missingPage(lang, rendering);
  const source: ListingSource = { kind: 'catalogue', filterQuery: query };
  // What a list rendered per request reads (a filter of several terms, a page past the cached ones) would be kept on
  // disk for nobody: the shared page cache keeps the page itself in memory.
  const listing = await fetchExistingListingPage(lang, source, pageParam.page, rendering === 'perRequest' ? 'skip' : 'shared');
  if (!listing) return missingPage(lang, rendering);
  const topProducts = (blocks.blocksQueue.list.find((block) => block.blockType === 'most_chosen')?.products ?? []).slice(0, TOP_PRODUCTS_LARGE);
  const topCards = toCatalogueCards(lang, intl, topProducts).map((card, index) => ({
    card: { ...card, size: 'small' as const },
    ...(index >= TOP_PRODUCTS_OTHER ? { className: styles.largeDesktopOnly } : {}),
  }));

  return (
    <>
      <div className={styles.section}>
        <h1 className={styles.heading}>
          {t(intl, 'catalogue.list.title', { product })}
        </h1>
        {pageParam.page === 1 && topCards.length > 0 && (
          <ProductGrid list={TOP_PRODUCTS} label={t(intl, 'catalogue.list.topProducts', { product })} className={styles.topGrid} cards={topCards} />
        )}
      </div>
      <section className={styles.section} aria-label={t(intl, 'catalogue.list.all', { product })}>
        <ProductFilterForm intl={intl} action={href(lang, 'productList')} groups={filterGroups(terms, filters)} productWord={product} />
        <ActiveFilters
          intl={intl}
          filters={filters}
          hrefFor={(forFilters) => listHref(forFilters, 1)}
          clearHref={listHref(NO_FILTERS, 1)}
          termTitle={(param, key) => termTitle(terms, param, key)}
        />
        <ListingSection
          lang={lang}
          intl={intl}
          source={source}
          listing={listing}
          list={PRODUCT_LIST}
          label={t(intl, 'catalogue.list.all', { product })}
          hrefFor={(page) => listHref(filters, page)}
        />
      </section>
      <CategoryLinks lang={lang} intl={intl} headingId="product-list-categories" heading={t(intl, 'catalogue.categories.title')} />
    </>
  );
}
