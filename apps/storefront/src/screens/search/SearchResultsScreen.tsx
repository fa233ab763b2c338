import type { IntlShape } from '@formatjs/intl';
import { languagePrefix } from '@shop/brand-config';
import { CatalogueSearchDocument, type CatalogueSearchQuery } from '@shop/graphql/operations';
import { Link } from '../../routing/Link.tsx';
import { currentBrand } from '../../brand/current-brand.ts';
import { apiPathHref } from '../../chrome/links.ts';
import { SEARCH_QUERY_PARAMETER } from '../../chrome/search/query-parameter.ts';
import { serverQuery } from '../../data/server.ts';
import { capitalise } from '../../i18n/capitalise.ts';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import * as styles from '../catalogue/catalogue.css.ts';
import { pageIntl } from '../catalogue/content.ts';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { toCatalogueCards } from '../catalogue/to-catalogue-card.ts';
import { ViewSearchResultsEvent } from './ViewSearchResultsEvent.tsx';

type SearchGroup = CatalogueSearchQuery['search_v1']['body']['groups'][number];

const SEARCH_RESULTS = { id: 'search_results', name: 'Search results' } as const;
const PAGE_TITLE_ID = 'search-results-title';

export interface SearchResultsScreenProps {
  readonly lang: string;
  /** The normalised term (searchTermOf). */
  readonly term: string;
}

/**
 * The product list asked with `?s=term`: what the search finds, rendered on the server, so that a search sent before
 * the page's script runs, or without it, is answered. The gift cards come as the catalogue shows them (price, label),
 * the giving moments as links; a form on the page searches again.
 */
export async function SearchResultsScreen({ lang, term }: SearchResultsScreenProps) {
  const { language, intl } = pageIntl(lang);
  const product = productWord(lang).plural;
  const listHref = href(lang, 'productList');
  // Every term is a new answer: the data cache would keep a file per term for nobody (the page itself is kept in memory).
  const result = await serverQuery(lang, CatalogueSearchDocument, { inputText: term }, { dataCache: 'skip' });
  const failed = result.search_v1.errors.length > 0;
  const groups = result.search_v1.body.groups.filter((group) => group.items.length > 0);
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  const outcome = failed
    ? t(intl, 'search.unavailable')
    : shown === 0
      ? t(intl, 'search.noResults')
      : t(intl, 'search.resultCount', { count: result.search_v1.body.count });

  return (
    <>
      <ViewSearchResultsEvent term={term} />
      <div className={styles.section}>
        <h1 id={PAGE_TITLE_ID} className={styles.heading}>{t(intl, 'search.page.title', { term })}</h1>
        {/* Named by the heading, as the header's search is not: two search landmarks must differ by name. */}
        <form role="search" aria-labelledby={PAGE_TITLE_ID} method="get" action={listHref} className={styles.searchForm}>
          <label className={styles.searchLabel}>
            {t(intl, 'search.label')}
            <input className={styles.input} type="search" name={SEARCH_QUERY_PARAMETER} defaultValue={term} enterKeyHint="search" required />
          </label>
          <button type="submit" className={styles.chip}>
            {t(intl, 'search.label')}
          </button>
        </form>
        <p className={styles.intro} {...(failed ? { role: 'alert' } : {})}>
          {outcome}
        </p>
      </div>
      {groups.map((group) => (
        <ResultGroup
          key={group.groupType}
          lang={lang}
          intl={intl}
          pathPrefix={languagePrefix(currentBrand, language.code)}
          group={group}
          heading={groupHeading(intl, group, capitalise(product, language.locale))}
        />
      ))}
      {groups.some((group) => group.count > group.items.length) && (
        <p className={styles.intro}>{t(intl, 'search.page.bestMatches', { shown, count: result.search_v1.body.count })}</p>
      )}
      <p className={styles.actions}>
        <Link className={styles.link} href={listHref}>
          {t(intl, 'catalogue.list.title', { product })}
        </Link>
      </p>
    </>
  );
}

function groupHeading(intl: IntlShape<string>, group: SearchGroup, productHeading: string): string {
  return group.groupType === 'GIFTCARDS' ? t(intl, 'search.group.giftcards', { product: productHeading }) : t(intl, 'search.group.givingMoments');
}

interface ResultGroupProps {
  readonly lang: string;
  readonly intl: IntlShape<string>;
  /** The language's path prefix, for the API's paths of giving moments. */
  readonly pathPrefix: string;
  readonly group: SearchGroup;
  readonly heading: string;
}

function ResultGroup({ lang, intl, pathPrefix, group, heading }: ResultGroupProps) {
  const headingId = `search-results-${group.groupType.toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {heading}
      </h2>
      {group.groupType === 'GIFTCARDS' ? (
        <ProductGrid list={SEARCH_RESULTS} label={heading} cards={toCatalogueCards(lang, intl, group.cards).map((card) => ({ card }))} />
      ) : (
        <ul className={styles.chipList}>
          {group.items.map((item) => (
            <li key={item.id}>
              <Link className={styles.chip} href={apiPathHref(pathPrefix, item.path)}>
                {item.heroTitle ?? item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
