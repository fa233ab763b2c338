import type { IntlShape } from '@formatjs/intl';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import { FILTER_PARAMS, hasFilters, withoutTerm, type FilterParam, type ListingFilters } from './filters.ts';

export interface ActiveFiltersProps {
  readonly intl: IntlShape<string>;
  readonly filters: ListingFilters;
  /** URL of the listing's first page with the given filters. */
  readonly hrefFor: (filters: ListingFilters) => string;
  readonly clearHref: string;
  /** What a selected term is called in the store's language. */
  readonly termTitle: (param: FilterParam, term: string) => string;
}

/** The filters in force, each with a link that removes it, and one that removes them all. */
export function ActiveFilters({ intl, filters, hrefFor, clearHref, termTitle }: ActiveFiltersProps) {
  if (!hasFilters(filters)) return null;
  return (
    <nav aria-label={t(intl, 'catalogue.filters.active')}>
      <ul className={styles.chipList}>
        {FILTER_PARAMS.flatMap((param) =>
          filters[param].map((term) => (
            <li key={`${param}:${term}`}>
              <Link className={styles.chip} href={hrefFor(withoutTerm(filters, param, term))}>
                {t(intl, 'catalogue.filters.remove', { term: termTitle(param, term) })}
              </Link>
            </li>
          )),
        )}
        <li>
          <Link className={styles.chip} href={clearHref}>
            {t(intl, 'catalogue.filters.clear')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
