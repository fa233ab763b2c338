import { describe, expect, it } from 'vitest';
import { href, hrefWithQuery, pagedHref } from './href.ts';
import { languageParams, storeLanguage } from './languages.ts';

describe('href', () => {
  it('builds the public path of a screen from the brand route table', () => {
    expect(href('en', 'home')).toBe('/');
    expect(href('en', 'cart')).toBe('/cart/');
    expect(href('en', 'productDetail', { product: 'spa & wellness' })).toBe('/gift-cards/spa%20%26%20wellness/');
  });

  it('adds a query string without empty values', () => {
    expect(hrefWithQuery('en', 'productList', { page: 2, s: '', cb_api_giftcard_types: undefined })).toBe('/gift-cards/?page=2');
    expect(hrefWithQuery('en', 'category', { page: 3 }, { category: 'food' })).toBe('/category/food/?page=3');
  });

  it('puts later pages of a list in the path, as the spec\'s /{product}/{page} routes', () => {
    expect(pagedHref('en', 'productList', 1, {})).toBe('/gift-cards/');
    expect(pagedHref('en', 'productList', 2, { cb_api_giftcard_categories: 'food' })).toBe('/gift-cards/2/?cb_api_giftcard_categories=food');
    expect(pagedHref('en', 'category', 3, {}, { category: 'food' })).toBe('/category/food/3/');
  });

  it('refuses a language the brand does not offer', () => {
    expect(() => href('nl', 'home')).toThrow('GCSIE does not offer language "nl"');
  });
});

describe('store languages', () => {
  it('knows the languages of the brand with their locales', () => {
    expect(languageParams()).toEqual([{ lang: 'en' }]);
    expect(storeLanguage('en')).toEqual({ code: 'en', locale: 'en-IE' });
    expect(storeLanguage('fr')).toBeNull();
  });
});
