import type { IntlShape } from '@formatjs/intl';
import Link from 'next/link';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import { paginationLinks } from './pagination.ts';

export interface PaginationProps {
  readonly intl: IntlShape<string>;
  readonly page: number;
  readonly totalPages: number;
  readonly hrefFor: (page: number) => string;
}

/** Numbered page links with previous/next (rel prev/next), usable without JavaScript. */
export function Pagination({ intl, page, totalPages, hrefFor }: PaginationProps) {
  const links = paginationLinks(page, totalPages, hrefFor);
  if (links.pages.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={t(intl, 'catalogue.pagination.label')}>
      <ul className={styles.paginationList}>
        {links.previous && (
          <li>
            <Link className={styles.pageLink} href={links.previous.href} rel="prev">
              {t(intl, 'catalogue.pagination.previous')}
            </Link>
          </li>
        )}
        {links.pages.map((link, index) =>
          link ? (
            <li key={link.page}>
              <Link
                className={styles.pageLink}
                href={link.href}
                aria-label={t(intl, 'catalogue.pagination.page', { page: link.page })}
                {...(link.current ? { 'aria-current': 'page' as const } : {})}
              >
                {link.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {links.next && (
          <li>
            <Link className={styles.pageLink} href={links.next.href} rel="next">
              {t(intl, 'catalogue.pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
