import { CatalogueProductPageDocument } from '@shop/graphql/operations';
import { getIntl } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { serverQuery, type ServerQueryOptions } from '../../data/server.ts';
import type { CatalogueCard } from './card-model.ts';
import { apiFiltersFor, type ListingSource } from './listing-source.ts';
import { isMissingPage, PRODUCTS_PER_PAGE, refusesPageNumber } from './pagination.ts';
import { toCatalogueCard, toCatalogueCards } from './to-catalogue-card.ts';

export interface ListingPage {
  readonly page: number;
  readonly cards: readonly CatalogueCard[];
  /** First card of the next page, shown only where the grid has room for 17 (small desktop). */
  readonly peek: CatalogueCard | null;
  readonly totalPages: number;
  readonly totalItems: number;
  /** Code of the first API error, when the API refused the listing (e.g. an unknown filter). */
  readonly errorCode: number | null;
  /** The API refused the page number itself (beyond the last page it serves): there is no such page. */
  readonly pageRefused: boolean;
}

declare const exists: unique symbol;
/** A listing page that exists (`existingListingPage`): only such a page is shown; any other is the 404 screen. */
export type ExistingListingPage = ListingPage & { readonly [exists]: true };

/** `fetchListingPage`, unless there is no such page (isMissingPage). */
export async function fetchExistingListingPage(
  lang: string,
  source: ListingSource,
  page: number,
  dataCache: NonNullable<ServerQueryOptions['dataCache']>,
): Promise<ExistingListingPage | null> {
  const listing = await fetchListingPage(lang, source, page, dataCache);
  return isMissingPage(listing, page) ? null : (listing as ExistingListingPage);
}

/** One page of a listing with its 17th card, mapped for the grid; `dataCache`: see ServerQueryOptions. */
export async function fetchListingPage(
  lang: string,
  source: ListingSource,
  page: number,
  dataCache: NonNullable<ServerQueryOptions['dataCache']>,
): Promise<ListingPage> {
  const filters = apiFiltersFor(source);
  const variables = {
    ...(filters ? { filters } : {}),
    paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: page },
    peek: { itemsPerPage: 1, pageNumber: page * PRODUCTS_PER_PAGE + 1 },
  };
  const data = await serverQuery(lang, CatalogueProductPageDocument, variables, { dataCache });
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const firstPosition = (page - 1) * PRODUCTS_PER_PAGE + 1;
  const peekCard = data.peek.products[0];
  return {
    page,
    cards: toCatalogueCards(lang, intl, data.page.products, firstPosition),
    peek: peekCard ? toCatalogueCard(lang, intl, peekCard, firstPosition + PRODUCTS_PER_PAGE) : null,
    totalPages: data.page.paging?.totalPages ?? 0,
    totalItems: data.page.paging?.totalItems ?? 0,
    errorCode: data.page.errors[0]?.code ?? null,
    pageRefused: refusesPageNumber(data.page.errors),
  };
}
