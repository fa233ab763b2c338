import { languagePrefix, routePath } from '@shop/brand-config';
import { currentBrand } from '../brand/current-brand.ts';
import { requireStoreLanguage } from './languages.ts';

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
  const language = requireStoreLanguage(lang);
  const publicPath = routePath(currentBrand, language.code, 'productDetail', { product: slug });
  const withoutPrefix = publicPath.slice(languagePrefix(currentBrand, language.code).length);
  return withoutPrefix.replace(/\/$/, '');
}
