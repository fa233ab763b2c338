import { lastPathSegment } from '@shop/brand-config';
import type { DoublerEntryFieldsFragment } from '@shop/graphql/operations';
import { hrefWithQuery, unprefixedPath } from '../../routing/href.ts';

/**
 * An entry's thank-you page (`/doubler/thank-you/{product}/?entry=…`): named after the card's product, or after the
 * shop's list of cards for a card without one.
 */
export function thankYouHref(lang: string, entry: Pick<DoublerEntryFieldsFragment, 'uuid' | 'product'>): string {
  const product = entry.product ? lastPathSegment(entry.product.path) : lastPathSegment(unprefixedPath(lang, 'productList'));
  return hrefWithQuery(lang, 'doublerThankYou', { entry: entry.uuid }, { product });
}
