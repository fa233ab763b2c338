import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import * as styles from './catalogue.css.ts';
import type { PaginationLinks } from './pagination.ts';

export interface PaginationLabels {
  readonly navigation: string;
  readonly previous: string;
  readonly next: string;
  readonly page: (page: number) => string;
}

/** The labels in the page's language, from the server's formatter or the client's `useIntl()`. */
export function paginationLabels(intl: Pick<IntlShape<string>, 'formatMessage'>): PaginationLabels {
  return {
    navigation: intl.formatMessage({ id: 'catalogue.pagination.label' }),
    previous: intl.formatMessage({ id: 'catalogue.pagination.previous' }),
    next: intl.formatMessage({ id: 'catalogue.pagination.next' }),
    page: (page) => intl.formatMessage({ id: 'catalogue.pagination.page' }, { page }),
  };
}

export interface PaginationNavProps {
  readonly links: PaginationLinks;
  readonly labels: PaginationLabels;
}

/** Numbered page links with previous/next (rel prev/next), usable without JavaScript; server or client rendered. */
export function PaginationNav({ links, labels }: PaginationNavProps) {
  if (links.pages.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      <ul className={styles.paginationList}>
        {links.previous && (
          <li>
            <Link className={styles.pageLink} href={links.previous.href} rel="prev">
              {labels.previous}
            </Link>
          </li>
        )}
        {links.pages.map((link, index) =>
          link ? (
            <li key={link.page}>
              <Link
                className={styles.pageLink}
                href={link.href}
                aria-label={labels.page(link.page)}
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
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
