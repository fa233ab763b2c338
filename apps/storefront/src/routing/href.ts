import { languagePrefix, routePath, type LanguageCode, type RouteParams, type ScreenId, type SCREEN_PARAMS } from '@shop/brand-config';
import { currentBrand } from '../brand/current-brand.ts';
import type { PagedScreen } from './paged-screens.ts';

type ScreenWithParams = keyof typeof SCREEN_PARAMS;

/** Arguments after the screen: its `:name` values when the route has any, else nothing. */
export type HrefParams<S extends ScreenId> = S extends ScreenWithParams ? [params: RouteParams<S>] : [params?: Record<string, never>];

/**
 * The public path of a screen in a language of this brand (`href('en', 'productDetail', { product: 'spa' })` →
 * `/gift-cards/spa/`; non-default languages carry their `/fr` prefix). Every internal link is built with it.
 */
export function href<S extends ScreenId>(lang: string, screen: S, ...params: HrefParams<S>): string {
  const build = routePath as (brand: typeof currentBrand, language: LanguageCode, screen: ScreenId, params?: object) => string;
  return build(currentBrand, lang as LanguageCode, screen, params[0]);
}

/** The path prefix of a language of this brand ('' for its default language, '/fr' otherwise). */
export function languagePathPrefix(lang: string): string {
  return languagePrefix(currentBrand, lang as LanguageCode);
}

/** A screen's public path without the language prefix: the path the API knows the page by. */
export function unprefixedPath<S extends ScreenId>(lang: string, screen: S, ...params: HrefParams<S>): string {
  const path = href(lang, screen, ...params);
  const prefix = languagePathPrefix(lang);
  return prefix !== '' && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
}

/** `href` with a query string; empty or undefined values are left out. */
export function hrefWithQuery<S extends ScreenId>(
  lang: string,
  screen: S,
  query: Readonly<Record<string, string | number | undefined>>,
  ...params: HrefParams<S>
): string {
  return withQuery(href(lang, screen, ...params), query);
}

/**
 * A page of a paged list: page 1 is the list's own path, later pages add their number as a path segment
 * (`/gift-cards/2/`, `/category/restaurants/3/`), the spec's public form, which the route rules serve from the cached page route.
 */
export function pagedHref<S extends PagedScreen>(
  lang: string,
  screen: S,
  page: number,
  query: Readonly<Record<string, string | number | undefined>>,
  ...params: HrefParams<S>
): string {
  const listPath = href(lang, screen, ...params);
  return withQuery(page > 1 ? `${listPath}${page}/` : listPath, query);
}

/** Appends the query; empty or undefined values are left out. */
function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
