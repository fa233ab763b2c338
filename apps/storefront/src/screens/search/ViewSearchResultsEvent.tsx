'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';

/** Reports the search results page once per term shown (GA4's view_search_results). */
export function ViewSearchResultsEvent({ term }: { readonly term: string }) {
  useEffect(() => {
    pushDataLayer({ event: 'view_search_results', search_term: term });
  }, [term]);
  return null;
}
