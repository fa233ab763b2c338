import {
  REDIRECT_TARGETS, SCREEN_PARAMS, defaultLanguage, languageForPath, routePath, screenForPath, screenParams,
  type BrandConfig, type LanguageCode, type RedirectTarget, type ScreenId,
} from '@shop/brand-config';
import { CLICK_ID_PARAMETERS } from './click-id.ts';

/** Where the proxy sends a public request. */
export type Resolution =
  | { readonly kind: 'passThrough' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'rewrite'; readonly lang: LanguageCode; readonly pathname: string; readonly search: string };

/** The internal route prefix; pages live at `/s/{lang}/{screenId}/...`. */
export const INTERNAL_PREFIX = 's';

/** Screens whose public path may end in a page number: `/gift-cards/2/` is the product list's page 2. */
const PAGED_SCREENS = ['productList', 'category', 'categoryAll'] as const satisfies readonly ScreenId[];

/**
 * Lists that are the same for every visitor when no filter or search term is asked: the page number then goes
 * into the internal path (`/s/en/productList/2/`), a route rendered once and served from the cache; with any
 * other query parameter the list renders per request from its query (`/s/en/productList/?page=2&s=spa`).
 */
const CACHED_LIST_SCREENS = ['productList', 'category'] as const satisfies readonly ScreenId[];
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/** Campaign and click-id parameters are read in the browser (click-id.ts); they never change what a list shows. */
function isTrackingParameter(name: string): boolean {
  return (CLICK_ID_PARAMETERS as readonly string[]).includes(name) || name.startsWith('utm_');
}

/**
 * Named redirects: `/redirect/{name}/` goes to the brand's target for that name (promo pop-ups, old links and
 * business mailings point here so the destination can change per brand without new links).
 */
export const REDIRECT_PATH_PREFIX = 'redirect';
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
export const REDIRECT_SLUGS: Readonly<Record<string, RedirectTarget>> = Object.fromEntries(
  REDIRECT_TARGETS.map((target) => [kebab(target), target]),
);

/** Requests the storefront does not route: framework assets, route handlers, files. */
export function isPassThroughPath(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/brand-assets/') ||
    /\/[^/]+\.[A-Za-z0-9]+$/.test(pathname)
  );
}

function splitSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function internalPath(lang: LanguageCode, screen: string, values: readonly string[]): string {
  return `/${[INTERNAL_PREFIX, lang, screen, ...values].map((segment) => encodeURIComponent(segment)).join('/')}/`;
}

function withPage(search: URLSearchParams, page: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('page', page);
  return next;
}

function queryString(search: URLSearchParams): string {
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function rewriteToScreen(lang: LanguageCode, screen: ScreenId, params: Readonly<Record<string, string>>, search: string): Resolution {
  const values = screenParams(screen).map((name) => params[name] ?? '');
  return { kind: 'rewrite', lang, pathname: internalPath(lang, screen, values), search };
}

/** The cached page-number route of an unfiltered list, or null when the query asks for more than a page. */
function rewriteToCachedList(lang: LanguageCode, screen: ScreenId, params: Readonly<Record<string, string>>, search: URLSearchParams): Resolution | null {
  if (!(CACHED_LIST_SCREENS as readonly ScreenId[]).includes(screen)) return null;
  if ([...search.keys()].some((name) => name !== 'page' && !isTrackingParameter(name))) return null;
  const pages = search.getAll('page');
  if (pages.length > 1) return null;
  const page = pages[0] ?? '1';
  if (!PAGE_NUMBER.test(page)) return null;
  const values = screenParams(screen).map((name) => params[name] ?? '');
  return { kind: 'rewrite', lang, pathname: internalPath(lang, screen, [...values, page]), search: '' };
}

function rewriteToList(lang: LanguageCode, screen: ScreenId, params: Readonly<Record<string, string>>, search: URLSearchParams): Resolution {
  return rewriteToCachedList(lang, screen, params, search) ?? rewriteToScreen(lang, screen, params, queryString(search));
}

/** `/gift-cards/3/` → product list page 3: the path without its last segment is a paged screen's path. */
function pagedScreen(brand: BrandConfig, lang: LanguageCode, pathname: string) {
  const segments = splitSegments(pathname);
  const last = segments.at(-1);
  if (last === undefined || !PAGE_NUMBER.test(last)) return null;
  const match = screenForPath(brand, lang, `/${segments.slice(0, -1).join('/')}/`);
  if (!match || !(PAGED_SCREENS as readonly ScreenId[]).includes(match.screen)) return null;
  return { match, page: last };
}

/**
 * Resolves a public storefront URL against the brand's route tables: the spec's localized paths become internal
 * `/s/{lang}/{screen}/{params}` routes, unknown paths become landing pages, `/helpdesk/` and named redirects
 * redirect (308). `pathname` is the raw (still encoded) path of the request.
 */
export function resolveRequest(brand: BrandConfig, pathname: string, search: URLSearchParams): Resolution {
  if (isPassThroughPath(pathname)) return { kind: 'passThrough' };

  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (!collapsed.endsWith('/')) return { kind: 'redirect', location: `${collapsed}/${queryString(search)}` };
  if (collapsed !== pathname) return { kind: 'redirect', location: `${collapsed}${queryString(search)}` };

  const lang = languageForPath(brand, pathname);
  const query = queryString(search);
  const segments = splitSegments(pathname);
  const localSegments = lang === defaultLanguage(brand).code ? segments : segments.slice(1);

  // The internal routes are never public: they would bypass the route tables and show one page at many URLs.
  if (localSegments[0] === INTERNAL_PREFIX) {
    return { kind: 'rewrite', lang, pathname: internalPath(lang, 'notFound', []), search: '' };
  }

  if (localSegments.length === 2 && localSegments[0] === REDIRECT_PATH_PREFIX) {
    const target = REDIRECT_SLUGS[localSegments[1] ?? ''];
    if (target) return { kind: 'redirect', location: brand.redirects[target] };
  }

  const match = screenForPath(brand, lang, pathname);
  if (match?.screen === 'helpdesk') return { kind: 'redirect', location: `${routePath(brand, lang, 'contact')}${query}` };
  if (match) {
    // A product or category slug that is only digits is a page number of the list it sits in.
    const paged = match.screen in SCREEN_PARAMS ? pagedScreen(brand, lang, pathname) : null;
    if (paged) return rewriteToList(lang, paged.match.screen, paged.match.params, withPage(search, paged.page));
    return rewriteToList(lang, match.screen, match.params, search);
  }

  const paged = pagedScreen(brand, lang, pathname);
  if (paged) return rewriteToList(lang, paged.match.screen, paged.match.params, withPage(search, paged.page));

  let decoded: string[];
  try {
    decoded = localSegments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'rewrite', lang, pathname: internalPath(lang, 'notFound', []), search: '' };
  }
  return { kind: 'rewrite', lang, pathname: internalPath(lang, 'landing', decoded), search: query };
}
