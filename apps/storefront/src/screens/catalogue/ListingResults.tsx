'use client';

import { useCallback } from 'react';
import type { ListingSource } from './listing-source.ts';
import { loadListingPage } from './load-more.ts';
import { ProductListResults, type ProductListResultsProps } from './ProductListResults.tsx';

export interface ListingResultsProps extends Omit<ProductListResultsProps, 'loadPage'> {
  readonly lang: string;
  readonly source: ListingSource;
}

/**
 * A listing's results with "Load more" reading the listing's next pages through the `loadListingPage` server action.
 * The listing is bound to the action here, in the browser, as the header binds its actions (HeaderControls.tsx); the
 * action checks its arguments as it checks any browser input.
 */
export function ListingResults({ lang, source, ...props }: ListingResultsProps) {
  const loadPage = useCallback((page: number) => loadListingPage(lang, source, page), [lang, source]);
  return <ProductListResults {...props} loadPage={loadPage} />;
}
