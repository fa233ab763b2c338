'use client';

import { Modal, Spinner } from '@shop/ui';
import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { moveThroughOptions } from './keyboard-navigation.ts';
import { SEARCH_QUERY_PARAMETER } from './query-parameter.ts';
import * as styles from './Search.css.ts';
import type { SearchBody, SearchSource } from './search-types.ts';
import { SearchResults } from './SearchResults.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue.ts';
import { usePopularSearch } from './usePopularSearch.ts';
import { useSearchResults, type SearchState } from './useSearchResults.ts';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly term: string;
  readonly onTermChange: (term: string) => void;
  readonly source: SearchSource;
  /** `languagePrefix` of the page's language, for the API's paths. */
  readonly pathPrefix: string;
  /** The brand's product word in the page's language: plural, and capitalised for headings. */
  readonly product: { readonly plural: string; readonly heading: string };
  /** The product list, where Enter runs the search as `?s=term` (the list opens the search with that term). */
  readonly listHref: string;
}

export function SearchDialog({ open, onClose, term, onTermChange, source, pathPrefix, product, listHref }: SearchDialogProps) {
  const intl = useIntl();
  const fieldRef = useRef<HTMLInputElement>(null);
  const pathname = usePathname() ?? undefined;
  const settledTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useSearchResults(source, settledTerm);
  const popular = usePopularSearch(source, open);
  const showSuggestions = term.trim() === '';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'search.dialogTitle' })}
      closeLabel={intl.formatMessage({ id: 'search.close' })}
      initialFocusRef={fieldRef}
      closeOnUrlChange={pathname}
      size="lg"
    >
      <div onKeyDown={(event) => moveThroughOptions(event, fieldRef.current)}>
        <form
          role="search"
          aria-label={intl.formatMessage({ id: 'search.dialogTitle' })}
          action={listHref}
          method="get"
          onSubmit={(event) => {
            if (term.trim() === '') event.preventDefault();
          }}
        >
          <input
            ref={fieldRef}
            name={SEARCH_QUERY_PARAMETER}
            className={styles.dialogField}
            type="search"
            aria-label={intl.formatMessage({ id: 'search.label' })}
            placeholder={intl.formatMessage({ id: 'search.placeholder' })}
            value={term}
            onChange={(event) => onTermChange(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
        {showSuggestions ? (
          popular.kind === 'done' && popular.data ? (
            <SearchSuggestions data={popular.data} pathPrefix={pathPrefix} productPlural={product.plural} />
          ) : popular.kind === 'loading' ? (
            <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
          ) : null
        ) : (
          <SearchOutcome state={search} pending={term.trim() !== settledTerm.trim()} pathPrefix={pathPrefix} productHeading={product.heading} />
        )}
      </div>
    </Modal>
  );
}

interface SearchOutcomeProps {
  readonly state: SearchState;
  /** The visitor is still typing: the shown answer is for an older term. */
  readonly pending: boolean;
  readonly pathPrefix: string;
  readonly productHeading: string;
}

/**
 * The results the dialog lists: the count it reads out is what a keyboard or screen reader user can reach, not the
 * API's total of matches, which runs past the first results of each group.
 */
const listedResults = (body: SearchBody) => body.groups.reduce((sum, group) => sum + group.items.length, 0);

function SearchOutcome({ state, pending, pathPrefix, productHeading }: SearchOutcomeProps) {
  const intl = useIntl();
  const shown = state.kind === 'done' ? listedResults(state.body) : 0;
  const status = (() => {
    if (state.kind === 'failed') return intl.formatMessage({ id: 'search.unavailable' });
    if (state.kind !== 'done' || pending) return intl.formatMessage({ id: 'search.searching' });
    if (shown === 0) return intl.formatMessage({ id: 'search.noResults' });
    return intl.formatMessage({ id: 'search.resultCount' }, { count: shown });
  })();
  return (
    <section aria-label={intl.formatMessage({ id: 'search.results' })}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.kind === 'done' && shown > 0 && (
        <SearchResults body={state.body} pathPrefix={pathPrefix} productHeading={productHeading} />
      )}
    </section>
  );
}
