import { useEffect, useState } from 'react';
import type { PopularSearchData, SearchSource } from './search-types.ts';

export type PopularState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'done'; readonly data: PopularSearchData | null }
  | { readonly kind: 'failed' };

/** Loads the suggestions once, the first time the search modal opens. */
export function usePopularSearch(source: SearchSource, enabled: boolean): PopularState {
  const [state, setState] = useState<PopularState>({ kind: 'loading' });
  const [requested, setRequested] = useState(false);
  if (enabled && !requested) setRequested(true);

  useEffect(() => {
    if (!requested) return;
    let current = true;
    source.popular().then(
      (data) => current && setState({ kind: 'done', data }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [source, requested]);

  return state;
}
