import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { localAmount } from './amounts.ts';
import { buildStoreRows, slugify } from './build-store.ts';
import { seedStoreFromBrand } from './stores.ts';

const store = seedStoreFromBrand(loadBrand('GCSIE'));

describe('buildStoreRows', () => {
  it('produces identical rows on every run', () => {
    expect(JSON.stringify(buildStoreRows(store))).toBe(JSON.stringify(buildStoreRows(store)));
  });

  it('keeps ids and paths unique and inside the store', () => {
    const rows = buildStoreRows(store);
    const ids = rows.products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Math.floor(id / 100_000) === 70)).toBe(true);
    const paths = rows.productTranslations.map((translation) => translation.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(rows.productVariations.every((variation) => ids.includes(variation.productId))).toBe(true);
  });

  it('draws product images as escaped SVG', () => {
    const rows = buildStoreRows(store);
    const svg = rows.products.find((product) => product.imageSvg.includes('Thread &#38; Co'))?.imageSvg;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/Thread & Co/);
  });

  it('refuses a store id that would overflow the id space', () => {
    expect(() => buildStoreRows({ ...store, storeId: 50_000 })).toThrow('outside 1..');
  });
});

describe('seed amounts and slugs', () => {
  it('converts euro prices into rounded local minor units', () => {
    expect(localAmount(2500, 'EUR')).toBe(2500);
    expect(localAmount(2500, 'GBP')).toBe(2100);
    expect(localAmount(2500, 'SEK')).toBe(27_500);
    expect(localAmount(95, 'EUR')).toBe(95);
    expect(() => localAmount(100, 'XXX')).toThrow('No seed exchange rate for currency XXX');
  });

  it('slugs accented titles to ASCII paths', () => {
    expect(slugify('Café Amélie')).toBe('cafe-amelie');
    expect(slugify('Crème de la Crème Pâtisserie')).toBe('creme-de-la-creme-patisserie');
    expect(slugify('Bøger & Musik')).toBe('boger-musik');
  });
});
