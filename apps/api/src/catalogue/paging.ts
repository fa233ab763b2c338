import type { PagingInfo, PagingInput } from '@shop/graphql';
import { invalidInput } from '../errors.ts';

const MAX_PAGE_NUMBER = 100_000;

export interface PageWindow {
  readonly itemsPerPage: number;
  readonly pageNumber: number;
  readonly limit: number;
  readonly offset: number;
}

/** The requested page, or an invalid-input error naming `paging.itemsPerPage` / `paging.pageNumber`. */
export function pageWindow(paging: PagingInput | null | undefined, defaults: { readonly itemsPerPage: number; readonly maxItemsPerPage: number }): PageWindow {
  const itemsPerPage = paging?.itemsPerPage ?? defaults.itemsPerPage;
  const pageNumber = paging?.pageNumber ?? 1;
  if (itemsPerPage < 1 || itemsPerPage > defaults.maxItemsPerPage) {
    throw invalidInput('paging.itemsPerPage', `Items per page must be between 1 and ${defaults.maxItemsPerPage}.`);
  }
  if (pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) throw invalidInput('paging.pageNumber', `Page number must be between 1 and ${MAX_PAGE_NUMBER}.`);
  return { itemsPerPage, pageNumber, limit: itemsPerPage, offset: (pageNumber - 1) * itemsPerPage };
}

export function pagingInfo(window: PageWindow, totalItems: number): PagingInfo {
  return { itemsPerPage: window.itemsPerPage, pageNumber: window.pageNumber, totalItems, totalPages: Math.ceil(totalItems / window.itemsPerPage) };
}
