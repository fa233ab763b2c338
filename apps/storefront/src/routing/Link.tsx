'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * A link to another page of the shop, fetched ahead once the shopper reaches for it (pointer over it, finger on it,
 * keyboard focus) rather than as soon as it scrolls into view. A page shows a score of such links (menu, footer,
 * cards): fetching every one on each view cost the server a request each, and the page its own images' bandwidth,
 * as each fetched page applies its image preloads to the page on screen. `prefetch={false}` fetches nothing ahead.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [reachedFor, setReachedFor] = useState(false);
  const reach = () => setReachedFor(true);
  return (
    <NextLink
      {...props}
      // Next fetches a link's page once prefetching is allowed and the link is on screen, which it is when reached for.
      prefetch={reachedFor ? prefetch : false}
      onMouseEnter={(event) => {
        reach();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
    />
  );
}
