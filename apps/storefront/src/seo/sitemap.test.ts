import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries } from './sitemap.ts';

const GCSIE = loadBrand('GCSIE');
const GCSNL = loadBrand('GCSNL');

describe('sitemapEntries', () => {
  it('lists the fixed screens and the API products and categories on the brand domain, once each', () => {
    const urls = sitemapEntries(GCSIE, {
      en: { products: ['/gift-cards/spa', '/gift-cards/spa', '/gift-cards/cinema'], categories: ['/category/restaurants'] },
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
    const urls = sitemapEntries(GCSNL, { nl: { products: ['/cadeaubonnen/bol'], categories: [] } }).map((entry) => entry.url);
    expect(urls).toContain('https://www.giftcardshop.nl/cadeaubonnen/');
    expect(urls).toContain('https://www.giftcardshop.nl/cadeaubonnen/bol/');
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
