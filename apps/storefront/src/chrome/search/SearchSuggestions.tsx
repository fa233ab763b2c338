'use client';

import { Link } from '../../routing/Link.tsx';
import { useIntl } from 'react-intl';
import { apiPathHref } from '../links.ts';
import { SEARCH_OPTION_ATTRIBUTE } from './keyboard-navigation.ts';
import * as styles from './Search.css.ts';
import type { PopularSearchData } from './search-types.ts';

export interface SearchSuggestionsProps {
  readonly data: PopularSearchData;
  readonly pathPrefix: string;
  readonly productPlural: string;
}

const optionProps = { [SEARCH_OPTION_ATTRIBUTE]: '' };

/**
 * What the empty search shows: popular terms, suggested products and highlighted pages. Not the popular coupons the API
 * lists: no basket takes a coupon code yet, and a shop must not promise a discount nobody can get.
 */
export function SearchSuggestions({ data, pathPrefix, productPlural }: SearchSuggestionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.sections}>
      {data.terms.length > 0 && (
        <section aria-labelledby="search-popular-terms">
          <h3 id="search-popular-terms" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'search.popularTerms' })}
          </h3>
          <ul className={styles.chips}>
            {data.terms.map((term) => (
              <li key={term.url}>
                <Link className={styles.chip} href={apiPathHref(pathPrefix, term.url)} {...optionProps}>
                  {term.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.entities.length > 0 && (
        <section aria-labelledby="search-suggested-products">
          <h3 id="search-suggested-products" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'search.suggestedProducts' }, { product: productPlural })}
          </h3>
          <ul className={styles.list}>
            {data.entities.map((product) => (
              <li key={product.id}>
                <Link className={styles.option} href={apiPathHref(pathPrefix, product.path)} {...optionProps}>
                  <span className={styles.swatch} style={{ backgroundColor: product.backgroundColor }} aria-hidden="true" />
                  {product.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.highlightedBlocks.length > 0 && (
        <section aria-labelledby="search-highlighted">
          <h3 id="search-highlighted" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'search.highlighted' })}
          </h3>
          <ul className={styles.list}>
            {data.highlightedBlocks.map((block) => (
              <li key={block.referencedPath}>
                <Link className={styles.option} href={apiPathHref(pathPrefix, block.referencedPath)} {...optionProps}>
                  <span>
                    <strong>{block.title}</strong>
                    <span className={styles.muted}> {block.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
