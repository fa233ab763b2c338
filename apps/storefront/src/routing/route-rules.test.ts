import { loadAllBrands, loadBrand } from '@shop/brand-config/node';
import { routePath, type BrandConfig } from '@shop/brand-config';
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination.js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_HEADER } from '../../server/shared-page-cache.mjs';
import { CATALOGUE_REVALIDATE_SECONDS } from '../data/cache-policy.ts';
import { PERSONAL_SCREENS } from '../security/personal-pages.ts';
import { SCREENS_SERVED_ELSEWHERE, routeRules } from './route-rules.ts';

const GCSIE = loadBrand('GCSIE');
const GCSNL = loadBrand('GCSNL');
const CBBE = loadBrand('CBBE');

type Outcome =
  | { readonly redirect: string }
  | { readonly rewrite: string; readonly page?: string | undefined }
  | { readonly unrouted: true };

type Query = Record<string, string | string[]>;

/**
 * What Next does with a request, with its own matchers: redirects, then rewrites (before files, after files, fallback),
 * the first that matches winning (every internal route exists, so no file ever matches a public path).
 */
function route(brand: BrandConfig, url: string): Outcome {
  const { pathname, searchParams } = new URL(url, 'https://shop.test');
  const query: Query = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  const apply = (rule: Rewrite | Redirect, appendParamsToQuery: boolean) => {
    let params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname);
    if (params && (rule.has || rule.missing)) {
      const fromQuery = matchHas({ headers: {} } as never, query, rule.has, rule.missing);
      params = fromQuery ? { ...params, ...fromQuery } : false;
    }
    if (!params) return null;
    return prepareDestination({ appendParamsToQuery, destination: rule.destination, params, query: { ...query } }).parsedDestination;
  };
  const rules = routeRules(brand);
  for (const redirect of rules.redirects) {
    const target = apply(redirect, false);
    if (target) return { redirect: formatUrl(target) };
  }
  for (const rewrite of [...rules.rewrites.beforeFiles, ...rules.rewrites.afterFiles, ...rules.rewrites.fallback]) {
    const target = apply(rewrite, true);
    if (target) {
      const page = target.query.page;
      return { rewrite: target.pathname ?? '', ...(page === undefined ? {} : { page: String(page) }) };
    }
  }
  return { unrouted: true };
}

function formatUrl(target: ReturnType<typeof prepareDestination>['parsedDestination']): string {
  const origin = target.hostname ? `${target.protocol ?? 'https:'}//${target.hostname}` : '';
  const search = new URLSearchParams(
    Object.entries(target.query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)])),
  ).toString();
  return `${origin}${target.pathname ?? ''}${search ? `?${search}` : ''}`;
}

const shows = (internal: string, page?: string): Outcome => ({ rewrite: internal, ...(page === undefined ? {} : { page }) });

describe('route rules on GCSIE (English paths)', () => {
  it.each([
    ['/', '/s/en/home/'],
    ['/gift-cards/', '/s/en/productList/1/'],
    ['/gift-cards/spa-wellness/', '/s/en/productDetail/spa-wellness/'],
    ['/gift-cards/all-in-1-choice-gift-card/', '/s/en/choiceCard/'],
    ['/gift-cards/spa-wellness/location/', '/s/en/productLocations/spa-wellness/'],
    ['/location/dublin-spa/', '/s/en/locationDetail/dublin-spa/'],
    ['/category/all-gift-cards/', '/s/en/categoryAll/'],
    ['/category/restaurants/', '/s/en/category/restaurants/1/'],
    ['/cart/', '/s/en/cart/'],
    ['/blog/gift-ideas/', '/s/en/blogArticle/gift-ideas/'],
    ['/contact-us/', '/s/en/contact/'],
    ['/terms-conditions/', '/s/en/termsConditions/'],
  ])('%s shows %s', (path, internal) => {
    expect(route(GCSIE, path)).toEqual(shows(internal));
  });

  it('sends an unfiltered list page to the cached page-number route', () => {
    expect(route(GCSIE, '/gift-cards/2/')).toEqual(shows('/s/en/productList/2/'));
    expect(route(GCSIE, '/gift-cards/?page=3')).toMatchObject({ rewrite: '/s/en/productList/3/' });
    expect(route(GCSIE, '/category/restaurants/4/')).toEqual(shows('/s/en/category/restaurants/4/'));
  });

  it('gives the page of all categories no page numbers: it is one page', () => {
    expect(route(GCSIE, '/category/all-gift-cards/')).toEqual(shows('/s/en/categoryAll/'));
    // A category of that name is asked for instead, which the store does not have: a 404.
    expect(route(GCSIE, '/category/all-gift-cards/2/')).toEqual(shows('/s/en/category/all-gift-cards/2/'));
  });

  it('serves the redeem shop from the cached page-number route; a slug of digits is its page, not a business shop', () => {
    expect(route(GCSIE, '/check-your-balance/result/')).toEqual(shows('/s/en/redeemResult/1/'));
    expect(route(GCSIE, '/check-your-balance/result/2/')).toEqual(shows('/s/en/redeemResult/2/'));
    expect(route(GCSIE, '/check-your-balance/result/?page=3')).toMatchObject({ rewrite: '/s/en/redeemResult/3/' });
    expect(route(GCSIE, '/check-your-balance/result/?page=x')).toEqual(shows('/s/en/redeemResult/', 'x'));
    expect(route(GCSNL, '/saldocheck/resultaat/')).toMatchObject({ rewrite: '/s/nl/redeemResult/1/' });
  });

  it('serves pages past 99 per request, so page numbers cannot fill the cache without bound', () => {
    expect(route(GCSIE, '/gift-cards/99/')).toEqual(shows('/s/en/productList/99/'));
    expect(route(GCSIE, '/gift-cards/100/')).toEqual(shows('/s/en/productList/', '100'));
    expect(route(GCSIE, '/gift-cards/?page=123456')).toEqual(shows('/s/en/productList/', '123456'));
    expect(route(GCSIE, '/category/restaurants/250/')).toEqual(shows('/s/en/category/restaurants/', '250'));
  });

  it('serves the cached list to campaign links (click ids and utm_ parameters stay in the address bar)', () => {
    expect(route(GCSIE, '/gift-cards/?gclid=abc&utm_source=mail')).toEqual(shows('/s/en/productList/1/'));
    expect(route(GCSIE, '/gift-cards/2/?fbclid=x')).toEqual(shows('/s/en/productList/2/'));
  });

  it('sends a filtered list to the cached route that holds its terms, whatever campaign parameters come along', () => {
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_types=digital')).toEqual(shows('/s/en/productList/1/-/digital/'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=travel&utm_content=x')).toEqual(shows('/s/en/productList/1/travel/-/'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_types=physical&cb_api_giftcard_categories=food')).toEqual(shows('/s/en/productList/1/food/physical/'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=food&page=2')).toMatchObject({ rewrite: '/s/en/productList/2/food/-/' });
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=food&cb_api_giftcard_types=')).toEqual(shows('/s/en/productList/1/food/-/'));
    expect(route(GCSIE, '/gift-cards/3/?cb_api_giftcard_categories=food&gclid=y')).toEqual(shows('/s/en/productList/3/food/-/'));
  });

  it('renders per request the filters it does not cache, and odd page values, with their query', () => {
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=Food')).toEqual(shows('/s/en/productList/'));
    // Several terms: a page per combination would fill the disk; the shared page cache keeps them in memory instead.
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=food,travel')).toEqual(shows('/s/en/productList/'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=-')).toEqual(shows('/s/en/productList/'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=food&page=100')).toEqual(shows('/s/en/productList/', '100'));
    expect(route(GCSIE, '/gift-cards/?cb_api_giftcard_categories=food&page=abc')).toEqual(shows('/s/en/productList/', 'abc'));
    expect(route(GCSIE, '/gift-cards/?page=abc')).toEqual(shows('/s/en/productList/', 'abc'));
  });

  it('renders the product list under a search term per request, where it shows what the term finds', () => {
    expect(route(GCSIE, '/gift-cards/?s=spa')).toEqual(shows('/s/en/productList/'));
    expect(route(GCSIE, '/gift-cards/2/?s=spa')).toEqual(shows('/s/en/productList/', '2'));
    expect(route(GCSIE, '/gift-cards/?s=spa&cb_api_giftcard_categories=food')).toEqual(shows('/s/en/productList/'));
    expect(route(GCSNL, '/cadeaubonnen/?s=diner')).toEqual(shows('/s/nl/productList/'));
  });

  it('serves other pages under a search term from the cache: the term opens the search dialog in the browser', () => {
    expect(route(GCSIE, '/category/restaurants/?s=spa&cb_api_giftcard_types=digital')).toEqual(shows('/s/en/category/restaurants/1/'));
  });

  it('keeps a page number in the path as ?page= when the list is filtered per request', () => {
    expect(route(GCSIE, '/gift-cards/2/?cb_api_giftcard_categories=Food')).toEqual(shows('/s/en/productList/', '2'));
    // A category has no filter form and shows the same whatever filter is asked: its cached page.
    expect(route(GCSIE, '/category/restaurants/3/?cb_api_giftcard_types=physical')).toEqual(shows('/s/en/category/restaurants/3/'));
  });

  it('reads a product slug of digits as a page number', () => {
    expect(route(GCSIE, '/gift-cards/12/')).toEqual(shows('/s/en/productList/12/'));
    expect(route(GCSIE, '/gift-cards/0/')).toEqual(shows('/s/en/productDetail/0/'));
  });

  it('redirects /helpdesk/ to the contact page, keeping the query', () => {
    expect(route(GCSIE, '/helpdesk/?topic=order')).toEqual({ redirect: '/contact-us/?topic=order' });
  });

  it('sends the redeem checkout to the checkout, where a Choice card pays for the redeem shop\'s basket', () => {
    expect(route(GCSIE, '/check-your-balance/checkout/?redeemToken=abc')).toEqual({ redirect: '/checkout/?redeemToken=abc' });
    expect(routeRules(GCSIE).redirects.find((rule) => rule.source === '/check-your-balance/checkout/')).toMatchObject({ permanent: false });
  });

  it('redirects the named redirects to the brand targets', () => {
    expect(route(GCSIE, '/redirect/privacy/')).toEqual({ redirect: '/cookies-privacy-statement/' });
    expect(route(GCSIE, '/redirect/old-customer-support/')).toMatchObject({ redirect: expect.stringContaining('support.giftcardshop.ie/') });
  });

  it('sends unknown paths to the cached landing page route, which 404s when the API has no such page', () => {
    expect(route(GCSIE, '/summer-sale/')).toEqual(shows('/s/en/landing/1/summer-sale/'));
    expect(route(GCSIE, '/campaigns/summer/kids/?utm_source=mail')).toEqual(shows('/s/en/landing/1/campaigns/summer/kids/'));
    expect(route(GCSIE, '/summer-sale/?page=3')).toMatchObject({ rewrite: '/s/en/landing/3/summer-sale/' });
  });

  it('shows the not-found screen for a landing page value no list has', () => {
    expect(route(GCSIE, '/summer-sale/?page=abc')).toMatchObject({ rewrite: '/s/en/notFound/' });
    expect(route(GCSIE, '/summer-sale/?page=100')).toMatchObject({ rewrite: '/s/en/notFound/' });
  });

  it('shows the not-found screen for a path that looks like a file, which Next leaves without its trailing slash', () => {
    expect(route(GCSIE, '/wp-login.php')).toEqual(shows('/s/en/notFound/'));
    expect(route(GCSIE, '/..%2f..%2fetc%2fpasswd')).toEqual(shows('/s/en/notFound/'));
    expect(route(GCSIE, '/gift-cards/spa-wellness.html')).toEqual(shows('/s/en/notFound/'));
  });

  it('leaves a missing asset or route handler to Next\'s plain 404', () => {
    for (const path of ['/_next/static/chunks/missing.js', '/api/missing', '/images/missing.svg', '/brand-assets/missing.png']) {
      expect(route(GCSIE, path)).toEqual({ unrouted: true });
    }
  });

  it('answers /favicon.ico with the brand\'s touch icon, which browsers accept as a favicon', () => {
    expect(route(GCSIE, '/favicon.ico')).toEqual(shows('/apple-touch-icon.png'));
  });

  it('shows the not-found screen for /404/ and for the internal routes asked for directly', () => {
    expect(route(GCSIE, '/404/')).toEqual(shows('/s/en/notFound/'));
    expect(route(GCSIE, '/s/en/home/')).toEqual(shows('/s/en/notFound/'));
    expect(route(GCSIE, '/s/')).toEqual(shows('/s/en/notFound/'));
  });
});

describe('route rules on GCSNL (Dutch paths)', () => {
  it.each([
    ['/', '/s/nl/home/'],
    ['/cadeaubonnen/', '/s/nl/productList/1/'],
    ['/cadeaubonnen/2/', '/s/nl/productList/2/'],
    ['/cadeaubonnen/spa/', '/s/nl/productDetail/spa/'],
    ['/winkelmandje/', '/s/nl/cart/'],
    ['/gift-cards/', '/s/nl/landing/1/gift-cards/'],
  ])('%s shows %s', (path, internal) => {
    expect(route(GCSNL, path)).toEqual(shows(internal));
  });
});

describe('route rules on a multi-language brand (CBBE)', () => {
  const [first, second] = CBBE.languages;
  if (!first || !second) throw new Error('CBBE offers two languages');
  const table = (screen: 'cart' | 'helpdesk' | 'contact') => CBBE.routes[second.code]?.[screen] ?? '';

  it('serves the default language without a prefix and the other with its /{language} prefix', () => {
    expect(route(CBBE, '/')).toEqual(shows(`/s/${first.code}/home/`));
    expect(route(CBBE, `/${second.code}/`)).toEqual(shows(`/s/${second.code}/home/`));
    expect(route(CBBE, `/${second.code}${table('cart')}`)).toEqual(shows(`/s/${second.code}/cart/`));
    expect(route(CBBE, `/${second.code}/unknown-page/`)).toEqual(shows(`/s/${second.code}/landing/1/unknown-page/`));
    expect(route(CBBE, `/${second.code}/s/x/`)).toEqual(shows(`/s/${second.code}/notFound/`));
    expect(route(CBBE, `/${second.code}/robots.txt.bak`)).toEqual(shows(`/s/${second.code}/notFound/`));
    expect(route(CBBE, '/robots.txt.bak')).toEqual(shows(`/s/${first.code}/notFound/`));
  });

  it('redirects helpdesk to the contact page of the same language', () => {
    expect(route(CBBE, `/${second.code}${table('helpdesk')}`)).toEqual({ redirect: `/${second.code}${table('contact')}` });
  });
});

describe('route rules of every brand', () => {
  it.each(loadAllBrands().map((brand) => [brand.code, brand] as const))('%s: every screen path of every language reaches its screen', (_code, brand) => {
    for (const { code: lang } of brand.languages) {
      for (const [screen, pattern] of Object.entries(brand.routes[lang] ?? {})) {
        const path = `${lang === brand.languages[0].code ? '' : `/${lang}`}${pattern.replace(/:[a-zA-Z]+/g, 'some-slug')}`;
        const outcome = route(brand, path);
        const servedBy = Object.entries(SCREENS_SERVED_ELSEWHERE).find(([elsewhere]) => elsewhere === screen)?.[1].by;
        if (servedBy) expect(outcome, `${lang} ${screen} ${path}`).toEqual({ redirect: routePath(brand, lang, servedBy) });
        else expect(outcome, `${lang} ${screen} ${path}`).toMatchObject({ rewrite: expect.stringMatching(new RegExp(`^/s/${lang}/${screen}/`)) });
      }
    }
  });
});

/** The seconds the route rules declare the page at `url` public for, as Next applies header rules, or undefined. */
function declaredPublicSeconds(brand: BrandConfig, url: string): number | undefined {
  const { pathname, searchParams } = new URL(url, 'https://shop.test');
  const query = Object.fromEntries(searchParams);
  let seconds: number | undefined;
  for (const rule of routeRules(brand).headers) {
    if (!getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname)) continue;
    if (!matchHas({ headers: {} } as never, query, rule.has, rule.missing)) continue;
    const declared = rule.headers.find((header) => header.key === PUBLIC_PAGE_HEADER);
    if (declared) seconds = Number(declared.value);
  }
  return seconds;
}

describe('public lists rendered per request', () => {
  it('declares filtered lists public for as long as the catalogue data is cached', () => {
    for (const url of [
      '/gift-cards/?cb_api_giftcard_categories=restaurants',
      '/gift-cards/2/?cb_api_giftcard_types=digital',
      '/gift-cards/?cb_api_giftcard_categories=food&page=2',
      '/gift-cards/?cb_api_giftcard_categories=food,travel&cb_api_giftcard_types=digital',
      '/gift-cards/?s=spa',
    ]) {
      expect(declaredPublicSeconds(GCSIE, url), url).toBe(CATALOGUE_REVALIDATE_SECONDS);
    }
    expect(declaredPublicSeconds(GCSNL, '/cadeaubonnen/?cb_api_giftcard_categories=restaurants')).toBe(CATALOGUE_REVALIDATE_SECONDS);
    expect(declaredPublicSeconds(CBBE, '/fr/cheques-cadeaux/?cb_api_giftcard_categories=restaurants')).toBe(CATALOGUE_REVALIDATE_SECONDS);
  });

  it('declares nothing else: not the cached lists, not product pages', () => {
    for (const url of ['/gift-cards/', '/gift-cards/2/', '/?s=spa', '/gift-cards/spa-wellness/?cb_api_giftcard_categories=spa', '/?cb_api_giftcard_categories=spa', '/category/restaurants/?cb_api_giftcard_types=physical']) {
      expect(declaredPublicSeconds(GCSIE, url), url).toBeUndefined();
    }
  });

  it.each(loadAllBrands().map((brand) => [brand.code, brand] as const))('%s: never declares a personal page public, whatever its query', (_code, brand) => {
    for (const { code: lang } of brand.languages) {
      for (const screen of PERSONAL_SCREENS) {
        const pattern = brand.routes[lang]?.[screen];
        if (pattern === undefined) continue;
        const path = `${lang === brand.languages[0].code ? '' : `/${lang}`}${pattern.replace(/:[a-zA-Z]+/g, '12')}`;
        expect(declaredPublicSeconds(brand, `${path}?cb_api_giftcard_categories=x&cb_api_giftcard_types=y&page=2`), `${lang} ${screen}`).toBeUndefined();
      }
    }
  });
});

describe('rule order', () => {
  /** Next compiles and tries the screen rules in order on every request, so the busiest pages must match early. */
  const position = (brand: BrandConfig, path: string) =>
    routeRules(brand).rewrites.afterFiles.findIndex((rule) => getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path) && !rule.has);

  it('matches the home page, the unfiltered list and a product page within the first rules tried', () => {
    expect(position(GCSIE, '/')).toBe(0);
    expect(position(GCSIE, '/gift-cards/')).toBe(1);
    // After the list's own rules, its nine cached-filter rules among them (a path test each: a fraction of a microsecond).
    expect(position(GCSIE, '/gift-cards/spa-wellness/')).toBeLessThan(20);
  });
});
