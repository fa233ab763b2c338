import { lastPathSegment } from '@shop/brand-config';
import type { DoublerEntryFieldsFragment } from '@shop/graphql/operations';
import { hrefWithQuery, unprefixedPath } from '../../routing/href.ts';

/**
 * An entry's thank-you page (`/doubler/thank-you/{product}/?entry=…`): named after the card's product, or after the
 * shop's list of cards for a card without one.
 */
export function thankYouHref(lang: string, entry: Pick<DoublerEntryFieldsFragment, 'uuid' | 'product'>): string {
  return hrefWithQuery(lang, 'doublerThankYou', { entry: entry.uuid }, { product: thankYouSlug(lang, entry) });
}

/** The `{product}` segment of an entry's thank-you page. */
export function thankYouSlug(lang: string, entry: Pick<DoublerEntryFieldsFragment, 'product'>): string {
  return entry.product ? lastPathSegment(entry.product.path) : lastPathSegment(unprefixedPath(lang, 'productList'));
}
