import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { resolveRequest, type Resolution } from './resolve.ts';

const GCSIE = loadBrand('GCSIE');
const GCSNL = loadBrand('GCSNL');
const CBBE = loadBrand('CBBE');

const resolve = (brand: typeof GCSIE, url: string): Resolution => {
  const parsed = new URL(url, 'https://shop.test');
  return resolveRequest(brand, parsed.pathname, parsed.searchParams);
};
const rewrite = (pathname: string, search = '') => ({ kind: 'rewrite', lang: pathname.split('/')[2], pathname, search });

describe('resolveRequest on GCSIE (English paths)', () => {
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
    expect(resolve(GCSIE, path)).toEqual(rewrite(internal));
  });

  it('keeps the query string (filters, the search term s)', () => {
    expect(resolve(GCSIE, '/gift-cards/?cb_api_giftcard_types=digital&s=spa')).toEqual(
      rewrite('/s/en/productList/', '?cb_api_giftcard_types=digital&s=spa'),
    );
  });

  it('sends an unfiltered list page to the cached page-number route', () => {
    expect(resolve(GCSIE, '/gift-cards/2/')).toEqual(rewrite('/s/en/productList/2/'));
    expect(resolve(GCSIE, '/gift-cards/?page=3')).toEqual(rewrite('/s/en/productList/3/'));
    expect(resolve(GCSIE, '/category/restaurants/4/')).toEqual(rewrite('/s/en/category/restaurants/4/'));
  });

  it('serves the cached list to campaign links (click ids and utm_ parameters stay in the address bar)', () => {
    expect(resolve(GCSIE, '/gift-cards/?gclid=abc&utm_source=mail')).toEqual(rewrite('/s/en/productList/1/'));
    expect(resolve(GCSIE, '/gift-cards/2/?fbclid=x')).toEqual(rewrite('/s/en/productList/2/'));
  });

  it('keeps filters, search terms and odd page values in the query, rendered per request', () => {
    expect(resolve(GCSIE, '/gift-cards/?page=abc')).toEqual(rewrite('/s/en/productList/', '?page=abc'));
    expect(resolve(GCSIE, '/gift-cards/?page=2&page=3')).toEqual(rewrite('/s/en/productList/', '?page=2&page=3'));
    expect(resolve(GCSIE, '/gift-cards/?s=spa')).toEqual(rewrite('/s/en/productList/', '?s=spa'));
  });

  it('maps a page number in the path to ?page= when the list is filtered', () => {
    expect(resolve(GCSIE, '/gift-cards/2/?s=spa')).toEqual(rewrite('/s/en/productList/', '?s=spa&page=2'));
    expect(resolve(GCSIE, '/category/restaurants/3/?cb_api_giftcard_types=physical')).toEqual(
      rewrite('/s/en/category/restaurants/', '?cb_api_giftcard_types=physical&page=3'),
    );
  });

  it('redirects /helpdesk/ to the contact page with a permanent redirect', () => {
    expect(resolve(GCSIE, '/helpdesk/?topic=order')).toEqual({ kind: 'redirect', location: '/contact-us/?topic=order' });
  });

  it('redirects the named redirects to the brand targets', () => {
    expect(resolve(GCSIE, '/redirect/privacy/')).toEqual({ kind: 'redirect', location: '/cookies-privacy-statement/' });
    expect(resolve(GCSIE, '/redirect/old-customer-support/')).toEqual({ kind: 'redirect', location: 'https://support.giftcardshop.ie/' });
  });

  it('adds the trailing slash every route has', () => {
    expect(resolve(GCSIE, '/cart?x=1')).toEqual({ kind: 'redirect', location: '/cart/?x=1' });
    expect(resolve(GCSIE, '/gift-cards//spa//')).toEqual({ kind: 'redirect', location: '/gift-cards/spa/' });
  });

  it('sends unknown paths to the landing page route, which 404s when the API has no such page', () => {
    expect(resolve(GCSIE, '/summer-sale/')).toEqual(rewrite('/s/en/landing/summer-sale/'));
    expect(resolve(GCSIE, '/campaigns/summer/kids/')).toEqual(rewrite('/s/en/landing/campaigns/summer/kids/'));
  });

  it('shows the not-found screen for /404/', () => {
    expect(resolve(GCSIE, '/404/')).toEqual(rewrite('/s/en/notFound/'));
  });

  it('never serves the internal routes directly', () => {
    expect(resolve(GCSIE, '/s/en/home/')).toEqual(rewrite('/s/en/notFound/'));
    expect(resolve(GCSIE, '/s/')).toEqual(rewrite('/s/en/notFound/'));
  });

  it('leaves framework files, route handlers and assets alone', () => {
    for (const path of ['/_next/static/chunk.js', '/api/cart', '/robots.txt', '/sitemap.xml', '/brand-assets/GCSIE/logo.svg']) {
      expect(resolve(GCSIE, path)).toEqual({ kind: 'passThrough' });
    }
  });
});

describe('resolveRequest on GCSNL (Dutch paths)', () => {
  it.each([
    ['/', '/s/nl/home/'],
    ['/cadeaubonnen/', '/s/nl/productList/1/'],
    ['/cadeaubonnen/spa/', '/s/nl/productDetail/spa/'],
    ['/winkelmandje/', '/s/nl/cart/'],
  ])('%s shows %s', (path, internal) => {
    expect(resolve(GCSNL, path)).toEqual(rewrite(internal));
  });

  it('maps /cadeaubonnen/2/ to page 2 and treats English paths as landing pages', () => {
    expect(resolve(GCSNL, '/cadeaubonnen/2/')).toEqual(rewrite('/s/nl/productList/2/'));
    expect(resolve(GCSNL, '/gift-cards/')).toEqual(rewrite('/s/nl/landing/gift-cards/'));
  });
});

describe('resolveRequest on a multi-language brand (CBBE)', () => {
  const [first, second] = CBBE.languages;
  if (!first || !second) throw new Error('CBBE offers two languages');

  it('serves the default language without a prefix and the other with its /{language} prefix', () => {
    expect(resolve(CBBE, '/')).toEqual(rewrite(`/s/${first.code}/home/`));
    expect(resolve(CBBE, `/${second.code}/`)).toEqual(rewrite(`/s/${second.code}/home/`));
    const cart = CBBE.routes[second.code]?.cart ?? '';
    expect(resolve(CBBE, `/${second.code}${cart}`)).toEqual(rewrite(`/s/${second.code}/cart/`));
    expect(resolve(CBBE, `/${second.code}/unknown-page/`)).toEqual(rewrite(`/s/${second.code}/landing/unknown-page/`));
  });

  it('redirects helpdesk to the contact page of the same language', () => {
    const helpdesk = CBBE.routes[second.code]?.helpdesk ?? '';
    const contact = CBBE.routes[second.code]?.contact ?? '';
    expect(resolve(CBBE, `/${second.code}${helpdesk}`)).toEqual({ kind: 'redirect', location: `/${second.code}${contact}` });
  });
});
