import { loadBrand } from '@shop/brand-config/node';
import { minorUnitDigits } from '@shop/money';
import { describe, expect, it } from 'vitest';
import { localAmount, localAmountBound } from './amounts.ts';
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

  it('gives every custom amount typed in whole units bounds a shopper can type, in every currency', () => {
    for (const code of ['GCSUK', 'CBCH', 'CBSE', 'CBMX', 'CBBR', 'GCSAE']) {
      const brand = loadBrand(code);
      const unit = 10 ** minorUnitDigits(brand.currency);
      const whole = buildStoreRows(seedStoreFromBrand(brand)).productVariations.filter((variation) => variation.customMinMinor != null && variation.wholeNumbersOnly);
      expect(whole.length, code).toBeGreaterThan(0);
      for (const variation of whole) {
        expect(variation.customMinMinor! % unit, `${code} ${variation.sku} minimum`).toBe(0);
        expect(variation.customMaxMinor! % unit, `${code} ${variation.sku} maximum`).toBe(0);
      }
    }
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
    // A whole-unit amount's bounds can be typed: €10 is £8.50, so the least a shopper may type is £9; €500 is £425.
    expect(localAmountBound(1000, 'GBP', 'min', true)).toBe(900);
    expect(localAmountBound(50_000, 'GBP', 'max', true)).toBe(42_500);
    expect(localAmountBound(1000, 'GBP', 'min', false)).toBe(850);
    expect(localAmountBound(500, 'GBP', 'min', true)).toBe(500);
  });

  it('slugs accented titles to ASCII paths', () => {
    expect(slugify('Café Amélie')).toBe('cafe-amelie');
    expect(slugify('Crème de la Crème Pâtisserie')).toBe('creme-de-la-creme-patisserie');
    expect(slugify('Bøger & Musik')).toBe('boger-musik');
  });
});
