import type { IntlShape } from '@formatjs/intl';
import { paginationLinks } from './pagination.ts';
import { PaginationNav, paginationLabels } from './PaginationNav.tsx';

export interface PaginationProps {
  readonly intl: IntlShape<string>;
  readonly page: number;
  readonly totalPages: number;
  readonly hrefFor: (page: number) => string;
}

/** The server-rendered pagination of a page that has no "Load more". */
export function Pagination({ intl, page, totalPages, hrefFor }: PaginationProps) {
  return <PaginationNav links={paginationLinks(page, totalPages, hrefFor)} labels={paginationLabels(intl)} />;
}
