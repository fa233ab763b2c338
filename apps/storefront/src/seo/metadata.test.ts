import { loadAllBrands, loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { storeFamily } from './family.ts';
import { buildMetadata, type ApiPageMetadata } from './metadata.ts';

const all = loadAllBrands();
const GCSIE = loadBrand('GCSIE');
const family = storeFamily(GCSIE, all);

describe('buildMetadata', () => {
  it('uses the API title, keywords and robots flags with the canonical URL on the brand domain', () => {
    const api: ApiPageMetadata = { title: 'Spa gift cards', keywords: ['spa', 'wellness'], noindex: true, nofollow: false, hreflangTags: [] };
    const metadata = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'productDetail', params: { product: 'spa' } }, api }, GCSIE, family);
    expect(metadata.title).toBe('Spa gift cards');
    expect(metadata.keywords).toEqual(['spa', 'wellness']);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('https://www.giftcardshop.ie/gift-cards/spa/');
  });

  it('falls back to the page title and indexes pages the API has no metadata for', () => {
    const metadata = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'productList' }, title: 'All gift cards' }, GCSIE, family);
    expect(metadata.title).toBe('All gift cards');
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.alternates?.canonical).toBe('https://www.giftcardshop.ie/gift-cards/');
  });

  it("gives a list's later page its own address as the site links it, its number in the title, and no other store's page", () => {
    const metadata = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'productList', page: 2 }, title: 'All gift cards' }, GCSIE, family);
    expect(metadata.title).toBe('All gift cards – Page 2');
    expect(metadata.alternates?.canonical).toBe('https://www.giftcardshop.ie/gift-cards/2/');
    expect(metadata.alternates?.languages).toEqual({ 'en-IE': 'https://www.giftcardshop.ie/gift-cards/2/' });
    const category = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'category', params: { category: 'spa' }, page: 3 }, title: 'Spa' }, GCSIE, family);
    expect(category.alternates?.canonical).toBe('https://www.giftcardshop.ie/category/spa/3/');
    // A list that is not paged by its path keeps the page number in its query.
    const moment = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'giveMomentPage', params: { product: 'birthday' }, page: 2 }, title: 'Birthday' }, GCSIE, family);
    expect(moment.alternates?.canonical).toBe('https://www.giftcardshop.ie/give-moment/birthday/?page=2');
  });

  it('links the same screen in every store and language of the family', () => {
    const languages = buildMetadata({ lang: 'en', location: { kind: 'screen', screen: 'cart' } }, GCSIE, family).alternates?.languages as Record<string, string>;
    expect(languages['en-IE']).toBe('https://www.giftcardshop.ie/cart/');
    expect(languages['nl-NL']).toBe('https://www.giftcardshop.nl/winkelmandje/');
    // A second language of a store carries its prefix.
    expect(languages['fr-BE']).toMatch(/^https:\/\/www\.giftcardshop\.be\/fr\/.+\/$/);
    expect(Object.keys(languages).length).toBeGreaterThan(5);
  });

  it('names no other store for screens whose slugs differ per store (never its home page)', () => {
    const languages = buildMetadata(
      { lang: 'en', location: { kind: 'screen', screen: 'productDetail', params: { product: 'spa' } } }, GCSIE, family,
    ).alternates?.languages as Record<string, string>;
    expect(languages).toEqual({ 'en-IE': 'https://www.giftcardshop.ie/gift-cards/spa/' });
  });

  it('prefers the hreflang tags the API gives for its pages', () => {
    const api: ApiPageMetadata = {
      title: 'Summer', keywords: [], noindex: false, nofollow: false,
      hreflangTags: [{ langCode: 'nl', countryCode: 'nl', origin: 'https://www.giftcardshop.nl', path: '/zomer', isDefault: true }],
    };
    const metadata = buildMetadata({ lang: 'en', location: { kind: 'path', path: '/summer' }, api }, GCSIE, family);
    expect(metadata.alternates?.canonical).toBe('https://www.giftcardshop.ie/summer/');
    expect(metadata.alternates?.languages).toEqual({
      'nl-NL': 'https://www.giftcardshop.nl/zomer/',
      'en-IE': 'https://www.giftcardshop.ie/summer/',
    });
  });

  it("puts a store's other language under its prefix, as the API writes a page's path within its language", () => {
    const api: ApiPageMetadata = {
      title: 'Verjaardag', keywords: [], noindex: false, nofollow: false,
      hreflangTags: [
        { langCode: 'nl', countryCode: 'be', origin: 'https://www.cadeaubon.be', path: '/geefmomenten/verjaardag/', isDefault: true },
        { langCode: 'fr', countryCode: 'be', origin: 'https://www.cadeaubon.be', path: '/moments-cadeaux/anniversaire/', isDefault: false },
      ],
    };
    const languages = buildMetadata({ lang: 'en', location: { kind: 'path', path: '/x' }, api }, GCSIE, family).alternates?.languages;
    expect(languages).toMatchObject({
      'nl-BE': 'https://www.cadeaubon.be/geefmomenten/verjaardag/',
      'fr-BE': 'https://www.cadeaubon.be/fr/moments-cadeaux/anniversaire/',
    });
  });
});
