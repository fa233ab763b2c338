import { useEffect, useState } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import type { SearchBody, SearchSource } from './search-types.ts';

export type SearchState =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loading'; readonly term: string }
  | { readonly kind: 'done'; readonly term: string; readonly body: SearchBody }
  | { readonly kind: 'failed'; readonly term: string };

/** Runs the search for a settled term; answers for a term the visitor has already left are dropped. */
export function useSearchResults(source: SearchSource, term: string): SearchState {
  const trimmed = term.trim();
  const [state, setState] = useState<SearchState>({ kind: 'empty' });

  useEffect(() => {
    if (trimmed === '') {
      setState({ kind: 'empty' });
      return;
    }
    let current = true;
    setState({ kind: 'loading', term: trimmed });
    source.search(trimmed).then(
      (body) => {
        if (!current) return;
        setState({ kind: 'done', term: trimmed, body });
        pushDataLayer({ event: 'search', search_term: trimmed });
      },
      () => {
        if (current) setState({ kind: 'failed', term: trimmed });
      },
    );
    return () => {
      current = false;
    };
  }, [source, trimmed]);

  return state;
}
