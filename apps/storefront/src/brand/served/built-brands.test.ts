import { describe, expect, it } from 'vitest';
import { loadBrand } from '@shop/brand-config/node';
import { currentBrand } from '../current-brand.ts';
import { servedBrandOf, type BuiltBrands } from './built-brands.ts';

const built: BuiltBrands = {
  GCSIE: { brand: loadBrand('GCSIE'), family: [] },
  GCSNL: { brand: loadBrand('GCSNL'), family: [] },
};

describe('servedBrandOf', () => {
  it('serves the brand BRAND names from the brands the build holds', () => {
    expect(servedBrandOf(built, 'GCSNL').brand.code).toBe('GCSNL');
    expect(servedBrandOf(built, 'GCSIE').brand.languages[0]?.locale).toBe('en-IE');
  });

  it('refuses a brand of another theme, naming what the build serves and how to build it', () => {
    expect(() => servedBrandOf(built, 'CBDE')).toThrow('This storefront build serves GCSIE, GCSNL, not CBDE: build CBDE with npm run build -- --brand CBDE');
    expect(() => servedBrandOf(built, 'constructor')).toThrow(/not constructor/);
  });
});

describe('the served brand in unit tests', () => {
  it('is the reference tenant when BRAND is not set', () => {
    expect(currentBrand.code).toBe('GCSIE');
  });
});
