import { describe, expect, it } from 'vitest';
import { loadBrand } from './node.ts';
import { RouteError, defaultLanguage, lastPathSegment, routePath, screenForPath } from './routes.ts';

const gcsie = loadBrand('GCSIE');
const cbbe = loadBrand('CBBE');
const gcsnl = loadBrand('GCSNL');

describe('routePath', () => {
  it('writes the English (Ireland) paths of the spec', () => {
    expect(routePath(gcsie, 'en', 'home')).toBe('/');
    expect(routePath(gcsie, 'en', 'productList')).toBe('/gift-cards/');
    expect(routePath(gcsie, 'en', 'productDetail', { product: 'bol-com' })).toBe('/gift-cards/bol-com/');
    expect(routePath(gcsie, 'en', 'productLocations', { product: 'bol-com' })).toBe('/gift-cards/bol-com/location/');
    expect(routePath(gcsie, 'en', 'choiceCard')).toBe('/gift-cards/all-in-1-choice-gift-card/');
    expect(routePath(gcsie, 'en', 'categoryAll')).toBe('/category/all-gift-cards/');
    expect(routePath(gcsie, 'en', 'checkoutConfirmation', { uuid: '6f1c' })).toBe('/checkout/6f1c/');
    expect(routePath(gcsie, 'en', 'redeemBusinessResult', { pageId: '12' })).toBe('/check-your-balance/result/12/');
    expect(routePath(gcsie, 'en', 'doublerThankYou', { product: 'spa' })).toBe('/doubler/thank-you/spa/');
    expect(routePath(gcsie, 'en', 'accountForgotPasswordSuccess')).toBe('/account/forgot-password/success/');
    expect(routePath(gcsie, 'en', 'contact')).toBe('/contact-us/');
    expect(routePath(gcsie, 'en', 'notFound')).toBe('/404/');
  });

  it('prefixes non-default languages and translates the path', () => {
    expect(defaultLanguage(cbbe)).toEqual({ code: 'nl', locale: 'nl-BE' });
    expect(routePath(cbbe, 'nl', 'cart')).toBe('/winkelmandje/');
    expect(routePath(cbbe, 'fr', 'cart')).toBe('/fr/panier/');
  });

  it('encodes parameter values', () => {
    expect(routePath(gcsie, 'en', 'blogArticle', { path: 'gifts & more' })).toBe('/blog/gifts%20%26%20more/');
  });

  it('refuses a language the brand does not offer and a missing parameter', () => {
    expect(() => routePath(gcsie, 'nl', 'cart')).toThrow(new RouteError('GCSIE does not offer language "nl" (offers: en)'));
    expect(() => routePath(gcsie, 'en', 'productDetail', { product: '' })).toThrow('route "productDetail" needs a value for :product');
  });
});

describe('screenForPath', () => {
  it('finds the screen and its parameters', () => {
    expect(screenForPath(gcsie, 'en', '/gift-cards/bol-com/')).toEqual({ screen: 'productDetail', params: { product: 'bol-com' } });
    expect(screenForPath(gcsie, 'en', '/location/dublin-2/')).toEqual({ screen: 'locationDetail', params: { location: 'dublin-2' } });
    expect(screenForPath(gcsnl, 'nl', '/account/overzicht/')).toEqual({ screen: 'accountOverview', params: {} });
  });

  it('prefers a fixed path over a variable one', () => {
    expect(screenForPath(gcsie, 'en', '/gift-cards/all-in-1-choice-gift-card/')?.screen).toBe('choiceCard');
    expect(screenForPath(gcsie, 'en', '/category/all-gift-cards/')?.screen).toBe('categoryAll');
    expect(screenForPath(gcsie, 'en', '/checkout/thank-you/')?.screen).toBe('checkoutThankYou');
    expect(screenForPath(gcsie, 'en', '/checkout/0b7e-42/')).toEqual({ screen: 'checkoutConfirmation', params: { uuid: '0b7e-42' } });
  });

  it('ignores the query, accepts a missing trailing slash and decodes segments', () => {
    expect(screenForPath(gcsie, 'en', '/check-your-balance/checkout?redeemToken=abc')?.screen).toBe('redeemCheckout');
    expect(screenForPath(gcsie, 'en', '/blog/gifts%20%26%20more/')).toEqual({ screen: 'blogArticle', params: { path: 'gifts & more' } });
  });

  it('needs the language prefix for non-default languages', () => {
    expect(screenForPath(cbbe, 'fr', '/fr/panier/')?.screen).toBe('cart');
    expect(screenForPath(cbbe, 'fr', '/panier/')).toBeNull();
    expect(screenForPath(gcsie, 'en', '/no/such/page/')).toBeNull();
  });

  it('round-trips every screen of every brand language', () => {
    for (const brand of [gcsie, cbbe, gcsnl, loadBrand('CBCH')]) {
      for (const language of brand.languages) {
        for (const [screen, pattern] of Object.entries(brand.routes[language.code] ?? {})) {
          const params = Object.fromEntries(pattern.split('/').filter((s) => s.startsWith(':')).map((s) => [s.slice(1), 'x1']));
          const path = (routePath as (...args: unknown[]) => string)(brand, language.code, screen, params);
          expect(screenForPath(brand, language.code, path)).toEqual({ screen, params });
        }
      }
    }
  });
});

describe('lastPathSegment', () => {
  it('reads the route parameter a path ends in, without its query or fragment', () => {
    expect(lastPathSegment('/gift-cards/spa')).toBe('spa');
    expect(lastPathSegment('/gift-cards/spa/?x=1')).toBe('spa');
    expect(lastPathSegment('/gift-cards/spa#top')).toBe('spa');
    expect(lastPathSegment('/')).toBe('');
  });
});
