import { unprefixedPath } from './href.ts';

/** The last segment of an API entity path (`/gift-cards/spa` → `spa`): the route parameter that names it. */
export function lastPathSegment(apiPath: string): string {
  const segments = (apiPath.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
  return segments.at(-1) ?? '';
}

/**
 * The API knows a product by its path in the store's own form without the final '/' (`/gift-cards/spa`):
 * the public product path without the language prefix.
 */
export function productApiPath(lang: string, slug: string): string {
  return unprefixedPath(lang, 'productDetail', { product: slug }).replace(/\/$/, '');
}
