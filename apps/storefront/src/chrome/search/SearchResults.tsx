'use client';

import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import { apiPathHref } from '../links.ts';
import { SEARCH_OPTION_ATTRIBUTE } from './keyboard-navigation.ts';
import * as styles from './Search.css.ts';
import type { SearchBody, SearchGroup } from './search-types.ts';

export interface SearchResultsProps {
  readonly body: SearchBody;
  readonly pathPrefix: string;
  /** The brand's product word, capitalised, as the heading of the gift card group. */
  readonly productHeading: string;
}

const GROUP_HEADINGS = {
  GIFTCARDS: 'search.group.giftcards',
  GIVING_MOMENTS: 'search.group.givingMoments',
} as const satisfies Record<SearchGroup['groupType'], string>;

const optionProps = { [SEARCH_OPTION_ATTRIBUTE]: '' };

/** Results grouped by kind: gift cards, then giving-moment pages (shown by their hero title). */
export function SearchResults({ body, pathPrefix, productHeading }: SearchResultsProps) {
  const intl = useIntl();
  const groups = body.groups.filter((group) => group.items.length > 0);
  return (
    <div className={styles.sections}>
      {groups.map((group) => {
        const headingId = `search-group-${group.groupType}`;
        return (
          <section key={group.groupType} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.sectionTitle}>
              {intl.formatMessage({ id: GROUP_HEADINGS[group.groupType] }, { product: productHeading })}
            </h3>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link className={styles.option} href={apiPathHref(pathPrefix, item.path)} {...optionProps}>
                    <span
                      className={styles.swatch}
                      style={item.backgroundColor ? { backgroundColor: item.backgroundColor } : undefined}
                      aria-hidden="true"
                    />
                    {item.heroTitle ?? item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
