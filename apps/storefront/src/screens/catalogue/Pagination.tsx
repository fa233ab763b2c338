import type { IntlShape } from '@formatjs/intl';
import { t } from '../../i18n/server-intl.ts';
import { paginationLinks } from './pagination.ts';
import { PaginationNav, type PaginationLabels } from './PaginationNav.tsx';

export interface PaginationProps {
  readonly intl: IntlShape<string>;
  readonly page: number;
  readonly totalPages: number;
  readonly hrefFor: (page: number) => string;
}

export function paginationLabels(intl: IntlShape<string>): PaginationLabels {
  return {
    navigation: t(intl, 'catalogue.pagination.label'),
    previous: t(intl, 'catalogue.pagination.previous'),
    next: t(intl, 'catalogue.pagination.next'),
    page: (page) => t(intl, 'catalogue.pagination.page', { page }),
  };
}

/** The server-rendered pagination of a page that has no "Load more". */
export function Pagination({ intl, page, totalPages, hrefFor }: PaginationProps) {
  return <PaginationNav links={paginationLinks(page, totalPages, hrefFor)} labels={paginationLabels(intl)} />;
}
