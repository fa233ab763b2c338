import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries, type ApiPaths } from './sitemap.ts';

const GCSIE = loadBrand('GCSIE');
const GCSNL = loadBrand('GCSNL');
const NOTHING: ApiPaths = { products: [], categories: [], blogArticles: [], givingMoments: [], locations: [], unindexedScreens: [] };

describe('sitemapEntries', () => {
  it('lists the fixed screens and the API products and categories on the brand domain, once each', () => {
    const urls = sitemapEntries(GCSIE, {
      en: { ...NOTHING, products: ['/gift-cards/spa', '/gift-cards/spa', '/gift-cards/cinema'], categories: ['/category/restaurants'] },
    }).map((entry) => entry.url);
    expect(urls).toContain('https://www.giftcardshop.ie/');
    expect(urls).toContain('https://www.giftcardshop.ie/gift-cards/');
    expect(urls).toContain('https://www.giftcardshop.ie/gift-cards/spa/');
    expect(urls).toContain('https://www.giftcardshop.ie/gift-cards/cinema/');
    expect(urls).toContain('https://www.giftcardshop.ie/category/restaurants/');
    expect(urls).not.toContain('https://www.giftcardshop.ie/cart/');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('uses the Dutch paths on GCSNL', () => {
    const urls = sitemapEntries(GCSNL, { nl: { ...NOTHING, products: ['/cadeaubonnen/bol'] } }).map((entry) => entry.url);
    expect(urls).toContain('https://www.giftcardshop.nl/cadeaubonnen/');
    expect(urls).toContain('https://www.giftcardshop.nl/cadeaubonnen/bol/');
  });

  it('lists the giving moments, blog articles and locations at their own addresses', () => {
    const urls = sitemapEntries(GCSIE, {
      en: { ...NOTHING, givingMoments: ['/give-moment/birthday'], blogArticles: ['/blog/gift-ideas'], locations: ['/location/harbour-house-dublin'] },
    }).map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining([
      'https://www.giftcardshop.ie/give-moment/birthday/',
      'https://www.giftcardshop.ie/blog/gift-ideas/',
      'https://www.giftcardshop.ie/location/harbour-house-dublin/',
    ]));
  });

  it('leaves out the pages that ask not to be indexed', () => {
    const urls = sitemapEntries(GCSIE, { en: { ...NOTHING, unindexedScreens: ['cookies', 'cookiesPrivacyStatement'] } }).map((entry) => entry.url);
    expect(urls).not.toContain('https://www.giftcardshop.ie/cookies/');
    expect(urls).not.toContain('https://www.giftcardshop.ie/cookies-privacy-statement/');
    expect(urls).toContain('https://www.giftcardshop.ie/terms-conditions/');
  });
});

describe('robotsRules', () => {
  it('keeps crawlers out of the basket, checkout, account and internal routes and names the sitemap', () => {
    const robots = robotsRules(GCSNL);
    const [rule] = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rule?.disallow).toEqual(expect.arrayContaining(['/winkelmandje/', '/s/', '/api/']));
    expect(robots.sitemap).toBe('https://www.giftcardshop.nl/sitemap.xml');
  });
});
