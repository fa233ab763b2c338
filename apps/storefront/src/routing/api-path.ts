import { unprefixedPath } from './href.ts';

/**
 * The API knows a product by its path in the store's own form without the final '/' (`/gift-cards/spa`):
 * the public product path without the language prefix.
 */
export function productApiPath(lang: string, slug: string): string {
  return unprefixedPath(lang, 'productDetail', { product: slug }).replace(/\/$/, '');
}
