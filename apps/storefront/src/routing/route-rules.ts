import {
  REDIRECT_TARGETS, defaultLanguage, languagePrefix, routePath, screenParams, screenRoutes,
  type BrandConfig, type LanguageCode, type RedirectTarget, type ScreenId, type ScreenRoute,
} from '@shop/brand-config';
import type { Header, Redirect, Rewrite, RouteHas } from 'next/dist/lib/load-custom-routes';
import { NOT_A_NON_PAGE_PATH } from '../../server/non-page-paths.mjs';
import { PUBLIC_PAGE_HEADER } from '../../server/shared-page-cache.mjs';
import { SEARCH_QUERY_PARAMETER } from '../chrome/search/query-parameter.ts';
import { CATALOGUE_REVALIDATE_SECONDS } from '../data/cache-policy.ts';
import { CACHEABLE_TERMS_PATTERN, FILTER_PARAMS, FILTER_SEGMENTS, NO_TERMS, type FilterParam } from '../screens/catalogue/filters.ts';
import { PAGE_NUMBER_PATTERN as PAGE_NUMBER } from '../screens/catalogue/pagination.ts';
import { BRAND_ICONS, CONVENTIONAL_FAVICON_PATH } from '../seo/icons.ts';
import { INTERNAL_PREFIX } from './internal-prefix.ts';
import { CACHED_LIST_SCREENS, FILTERED_LIST_SCREENS, isPagedScreen } from './paged-screens.ts';

/**
 * The brand's route tables as next.config redirects and rewrites, made once at build time: Next matches them before
 * any page code runs, so no request pays for routing code of ours (a proxy costs a cached page about a third of
 * its throughput). Public localized URLs are rewritten to internal routes `/s/{lang}/{screenId}/{params…}`
 * (pages in `src/app/s/[lang]/<screenId>/`); the address bar keeps the localized path.
 */
export interface RouteRules {
  readonly redirects: Redirect[];
  readonly rewrites: { beforeFiles: Rewrite[]; afterFiles: Rewrite[]; fallback: Rewrite[] };
  /** Lists rendered per request that show only public data, declared so for the shared page cache. */
  readonly headers: Header[];
}

/**
 * The query parameters a filtered list (the product list) is rendered for: its filters, and the search term, whose
 * results it shows. Other pages with `?s=` are served as they are, and the browser opens the search dialog over them.
 */
const LIST_QUERY_PARAMETERS = [...FILTER_PARAMS, SEARCH_QUERY_PARAMETER] as const;
/**
 * Page numbers served from the cache. Each number asked for becomes a cache entry, a 404 one past the list's end, so
 * the cached form is bounded (99 pages of 16 cards); further pages render per request.
 */
const CACHED_PAGE_NUMBER = '[1-9]\\d?';

/**
 * Named redirects: `/redirect/{name}/` goes to the brand's target for that name (promo pop-ups, old links and
 * business mailings point here so the destination can change per brand without new links).
 */
const REDIRECT_PATH_PREFIX = 'redirect';
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const REDIRECT_SLUGS: Readonly<Record<string, RedirectTarget>> = Object.fromEntries(
  REDIRECT_TARGETS.map((target) => [kebab(target), target]),
);

/**
 * Screens answered at another screen's address. The helpdesk is the contact page. The redeem checkout is the checkout:
 * a Choice card pays there for what the redeem shop put in the basket, so a link to the redeem checkout (with a redeem
 * token of an older system, which nothing here knows) lands where the basket is paid; temporary, as a redeem flow of
 * its own may answer there one day.
 */
export const SCREENS_SERVED_ELSEWHERE = {
  helpdesk: { by: 'contact', permanent: true },
  redeemCheckout: { by: 'checkout', permanent: false },
} as const satisfies Partial<Record<ScreenId, { readonly by: ScreenId; readonly permanent: boolean }>>;

const servedElsewhere = (screen: ScreenId): screen is keyof typeof SCREENS_SERVED_ELSEWHERE => Object.hasOwn(SCREENS_SERVED_ELSEWHERE, screen);

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** `/s/{lang}/{screen}/` followed by the given path-to-regexp segments. */
function internalPath(lang: LanguageCode, screen: string, segments: readonly string[] = []): string {
  return `/${[INTERNAL_PREFIX, lang, screen, ...segments].join('/')}/`;
}

const queryPresent = (key: string): RouteHas => ({ type: 'query', key });
/** `?page=n` with a page number served from the cache, captured as `:page`. */
const cachedPageQuery: RouteHas = { type: 'query', key: 'page', value: `(?<page>${CACHED_PAGE_NUMBER})` };

/**
 * The rewrites of one screen, the most common request first (Next tries them in order, at a cost per rule):
 * a list without parameters, then page numbers, then filtered or searched lists. A page number in the path comes
 * before any other screen of the same shape, so a slug of digits is read as a page.
 */
function screenRewrites(lang: LanguageCode, screen: ScreenId, source: string): Rewrite[] {
  const paramSegments = screenParams(screen).map((name) => `:${name}`);
  const target = internalPath(lang, screen, paramSegments);
  if (!isPagedScreen(screen)) return [{ source, destination: target }];

  const pagedSource = pagedPattern(source, PAGE_NUMBER);
  if (!includes(CACHED_LIST_SCREENS, screen)) {
    return [{ source: pagedSource, destination: `${target}?page=:page` }, { source, destination: target }];
  }
  const cachedPage = internalPath(lang, screen, [...paramSegments, ':page']);
  // A list without the filter form (a category) shows the same whatever filter its address asks for: always cached.
  const filtered = includes(FILTERED_LIST_SCREENS, screen);
  const unfiltered = filtered ? LIST_QUERY_PARAMETERS.map((key) => queryPresent(key)) : [];
  return [
    { source, missing: [...unfiltered, queryPresent('page')], destination: internalPath(lang, screen, [...paramSegments, '1']) },
    { source: pagedPattern(source, CACHED_PAGE_NUMBER), missing: unfiltered, destination: cachedPage },
    ...(filtered ? cachedFilterRewrites(lang, screen, source, paramSegments) : []),
    { source: pagedSource, destination: `${target}?page=:page` },
    { source, has: [cachedPageQuery], missing: unfiltered, destination: cachedPage },
    // Filters or a page value the list judges itself (it answers 404 to nonsense): per request.
    { source, destination: target },
  ];
}

const pagedPattern = (pattern: string, pageNumber: string) => `${pattern}:page(${pageNumber})/`;

/** The filter parameters a rule may ask for together: each alone, and both. */
const FILTER_COMBINATIONS: readonly (readonly FilterParam[])[] = [FILTER_PARAMS, ...FILTER_PARAMS.map((param) => [param])];

/**
 * A filtered list whose terms are written as the form writes them goes to the cached route that holds them in its
 * path, for each way of giving the page: in the path, as `?page=`, or not at all (page 1). Next reads only the last
 * value of a repeated parameter here, so the proxy first gives each filter one spelling (canonicalFilterAddress). With
 * a search term, the list shows the term's results instead, per request.
 */
function cachedFilterRewrites(lang: LanguageCode, screen: ScreenId, source: string, paramSegments: readonly string[]): Rewrite[] {
  const pageForms: readonly { source: string; page: string; has: RouteHas[]; missing: RouteHas[] }[] = [
    { source: pagedPattern(source, CACHED_PAGE_NUMBER), page: ':page', has: [], missing: [] },
    { source, page: ':page', has: [cachedPageQuery], missing: [] },
    { source, page: '1', has: [], missing: [queryPresent('page')] },
  ];
  return pageForms.flatMap((form) =>
    FILTER_COMBINATIONS.map((asked) => ({
      source: form.source,
      has: [...asked.map((param): RouteHas => ({ type: 'query', key: param, value: `(?<${FILTER_SEGMENTS[param]}>${CACHEABLE_TERMS_PATTERN})` })), ...form.has],
      missing: [...FILTER_PARAMS.filter((param) => !asked.includes(param)).map(queryPresent), queryPresent(SEARCH_QUERY_PARAMETER), ...form.missing],
      destination: internalPath(lang, screen, [
        ...paramSegments,
        form.page,
        ...FILTER_PARAMS.map((param) => (asked.includes(param) ? `:${FILTER_SEGMENTS[param]}` : NO_TERMS)),
      ]),
    })),
  );
}

/**
 * A filtered product list that goes to the per-request route (a filter not written as the form writes it) is marked
 * `private, no-store` by Next; yet it shows catalogue data only, the same for every visitor. It is declared public for
 * as long as that data is cached, and the shared page cache (server/shared-page-cache.mjs) answers each such address
 * from memory after its first visitor. (The cached filter route is public anyway: its `s-maxage` comes first.)
 */
function publicListHeaders(screen: ScreenId, source: string): Header[] {
  if (!includes(FILTERED_LIST_SCREENS, screen)) return [];
  const declaration = [{ key: PUBLIC_PAGE_HEADER, value: String(CATALOGUE_REVALIDATE_SECONDS) }];
  return [source, pagedPattern(source, PAGE_NUMBER)].flatMap((pattern) =>
    LIST_QUERY_PARAMETERS.map((key) => ({ source: pattern, has: [queryPresent(key)], headers: declaration })),
  );
}

/** Path segments of a pattern; `:name` segments match any one segment. */
const segmentsOf = (pattern: string) => pattern.split('/').filter((segment) => segment !== '');
const isVariable = (segment: string) => segment.startsWith(':');

/** Whether one concrete path could match both patterns, so their order decides which screen it shows. */
function overlap(a: string, b: string): boolean {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  return left.length === right.length && left.every((segment, index) => {
    const other = right[index] as string;
    return segment === other || isVariable(segment) || isVariable(other);
  });
}

const patternsOf = ({ screen, pattern }: ScreenRoute) => (isPagedScreen(screen) ? [pattern, pagedPattern(pattern, PAGE_NUMBER)] : [pattern]);

/** The screens most requests ask for; their rules go first, as far as precedence allows. */
const BUSIEST_SCREENS: readonly ScreenId[] = ['home', 'productList', 'productDetail', 'category', 'cart'];

/**
 * The routes in the order their rules are tried: the busiest screens first, each preceded only by the routes that
 * must beat it (those `screenRoutes` puts first that share a path with it), then the rest in precedence order.
 */
function busiestFirst(routes: readonly ScreenRoute[]): ScreenRoute[] {
  const ordered: ScreenRoute[] = [];
  const place = (route: ScreenRoute) => {
    if (ordered.includes(route)) return;
    for (const earlier of routes.slice(0, routes.indexOf(route))) {
      if (patternsOf(earlier).some((a) => patternsOf(route).some((b) => overlap(a, b)))) place(earlier);
    }
    ordered.push(route);
  };
  const busiest = BUSIEST_SCREENS.flatMap((screen) => routes.filter((route) => route.screen === screen));
  for (const route of [...busiest, ...routes]) place(route);
  return ordered;
}

/** Screens whose path Next itself would answer first: its own `/404` page is a file. */
const BEFORE_FILES_SCREENS: readonly ScreenId[] = ['notFound'];

function languageRewrites(brand: BrandConfig, lang: LanguageCode, phase: 'beforeFiles' | 'afterFiles'): Rewrite[] {
  const prefix = languagePrefix(brand, lang);
  const inPhase = ({ screen }: ScreenRoute) => !servedElsewhere(screen) && BEFORE_FILES_SCREENS.includes(screen) === (phase === 'beforeFiles');
  return busiestFirst(screenRoutes(brand, lang).filter(inPhase)).flatMap(({ screen, pattern }) => screenRewrites(lang, screen, `${prefix}${pattern}`));
}

/**
 * Landing pages are rendered once per page number and cached (`/s/{lang}/landing/{n}/{path…}/`), like the lists, so an
 * unknown path answers with a cached, server-rendered 404 page. A page value no list has goes to the 404 screen.
 */
function landingRewrites(lang: LanguageCode, source: string): Rewrite[] {
  return [
    { source, missing: [queryPresent('page')], destination: internalPath(lang, 'landing', ['1', ':path+']) },
    { source, has: [cachedPageQuery], destination: internalPath(lang, 'landing', [':page', ':path+']) },
    { source, destination: internalPath(lang, 'notFound') },
  ];
}

function languageRedirects(brand: BrandConfig, lang: LanguageCode): Redirect[] {
  const prefix = languagePrefix(brand, lang);
  const elsewhere = screenRoutes(brand, lang).flatMap(({ screen, pattern }) => {
    if (!servedElsewhere(screen)) return [];
    const { by, permanent } = SCREENS_SERVED_ELSEWHERE[screen];
    return [{ source: `${prefix}${pattern}`, destination: routePath(brand, lang, by), permanent }];
  });
  const named = Object.entries(REDIRECT_SLUGS).map(([slug, target]) => ({
    source: `${prefix}/${REDIRECT_PATH_PREFIX}/${slug}/`,
    destination: brand.redirects[target],
    permanent: true,
  }));
  return [...elsewhere, ...named];
}

/** Non-default languages first: their prefix is what tells `/fr/x/` from a default-language `/x/`. */
function languagesByPrefix(brand: BrandConfig): LanguageCode[] {
  const fallback = defaultLanguage(brand).code;
  return [...brand.languages.map((language) => language.code).filter((code) => code !== fallback), fallback];
}

export function routeRules(brand: BrandConfig): RouteRules {
  const languages = languagesByPrefix(brand);
  // The internal routes are never public: they would bypass the route tables and show one page at many URLs.
  const internalGuard = languages.map((lang) => ({
    source: `${languagePrefix(brand, lang)}/${INTERNAL_PREFIX}/:rest*/`,
    destination: internalPath(lang, 'notFound'),
  }));
  // A path no route table knows may be a landing page of the API; the landing route answers 404 when it is not.
  const landing = languages.flatMap((lang) => landingRewrites(lang, `${languagePrefix(brand, lang)}/:path+/`));
  // A path that looks like a file (`/wp-login.php`, `/..%2f..%2fetc%2fpasswd`) keeps its missing trailing slash (Next
  // redirects only the others) and would get Next's own bare 404: it gets the shop's 404 page instead. Next's assets
  // and the route handlers keep their plain 404.
  const fileLike = languages.map((lang) => ({
    source: `${languagePrefix(brand, lang)}/:path(${NOT_A_NON_PAGE_PATH}.*[^/])`,
    destination: internalPath(lang, 'notFound'),
  }));
  return {
    redirects: languages.flatMap((lang) => languageRedirects(brand, lang)),
    // Screens are rewritten after files: Next then tries only the rules up to the first that matches, while it
    // tries every rule before files on every request.
    rewrites: {
      beforeFiles: [...internalGuard, ...languages.flatMap((lang) => languageRewrites(brand, lang, 'beforeFiles'))],
      afterFiles: [
        ...languages.flatMap((lang) => languageRewrites(brand, lang, 'afterFiles')),
        { source: CONVENTIONAL_FAVICON_PATH, destination: BRAND_ICONS.touch.path },
      ],
      fallback: [...landing, ...fileLike],
    },
    headers: languages.flatMap((lang) =>
      screenRoutes(brand, lang).flatMap(({ screen, pattern }) => publicListHeaders(screen, `${languagePrefix(brand, lang)}${pattern}`)),
    ),
  };
}
