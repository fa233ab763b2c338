import { CatalogueContentListDocument, type ContentListKind } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import { toContentTeaser, type ContentTeaser } from './content-teaser.ts';
import { isMissingPage, refusesPageNumber } from './pagination.ts';

/** Overview cards per page: 3 rows of 4 on large desktop, of 2 or 3 elsewhere. */
export const CONTENT_ITEMS_PER_PAGE = 12;

export interface ContentListPage {
  readonly items: readonly ContentTeaser[];
  readonly totalPages: number;
  readonly totalItems: number;
  /** Code of the first API error, when the API refused the list. */
  readonly errorCode: number | null;
  /** The API refused the page number itself (beyond the last page it serves): there is no such page. */
  readonly pageRefused: boolean;
}

declare const exists: unique symbol;
/** A page of an overview that exists (`fetchExistingContentList`): only such a page is shown. */
export type ExistingContentListPage = ContentListPage & { readonly [exists]: true };

/** One page of an overview, unless there is no such page (isMissingPage: the 404 screen). */
export async function fetchExistingContentList(lang: string, kind: ContentListKind, page: number): Promise<ExistingContentListPage | null> {
  const list = await fetchContentList(lang, kind, page);
  return isMissingPage(list, page) ? null : (list as ExistingContentListPage);
}

/** One page of an overview's giving moments or blog articles. */
async function fetchContentList(lang: string, kind: ContentListKind, page: number): Promise<ContentListPage> {
  const data = await serverQuery(lang, CatalogueContentListDocument, { kind, paging: { itemsPerPage: CONTENT_ITEMS_PER_PAGE, pageNumber: page } });
  const list = data.contentPages;
  return {
    items: list.items.map((item) => toContentTeaser(lang, item)),
    totalPages: list.paging?.totalPages ?? 0,
    totalItems: list.paging?.totalItems ?? 0,
    errorCode: list.errors[0]?.code ?? null,
    pageRefused: refusesPageNumber(list.errors),
  };
}
