import { routePath, type LanguageCode, type RouteParams, type ScreenId, type SCREEN_PARAMS } from '@shop/brand-config';
import { currentBrand } from '../brand/current-brand.ts';

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

/** `href` with a query string; empty or undefined values are left out. */
export function hrefWithQuery<S extends ScreenId>(
  lang: string,
  screen: S,
  query: Readonly<Record<string, string | number | undefined>>,
  ...params: HrefParams<S>
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const path = href(lang, screen, ...params);
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
