import { describe, expect, it } from 'vitest';
import { deepMerge, resolveBrand } from './resolve.ts';
import { loadBrand } from './node.ts';
import type { BrandDefaults, BrandFile } from './types.ts';

describe('resolving extends', () => {
  it('merges objects key by key and lets arrays and links replace whole', () => {
    const base = { features: { retryPayment: true, orderModalAuth: true }, paymentLogos: [{ kind: 'visa' }, { kind: 'paypal' }], link: { kind: 'screen', screen: 'choiceCard' } };
    const override = { features: { retryPayment: false }, paymentLogos: [{ kind: 'ideal' }], link: { kind: 'url', url: 'https://example.com/' } };
    expect(deepMerge(base, override)).toEqual({
      features: { retryPayment: false, orderModalAuth: true },
      paymentLogos: [{ kind: 'ideal' }],
      link: { kind: 'url', url: 'https://example.com/' },
    });
  });

  it('applies shared defaults, then the group, then the brand; keeps only offered languages', () => {
    const shared: BrandDefaults = { name: 'Shared', topBar: { en: ['a', 'b', 'c'], nl: ['d', 'e', 'f'] }, features: { retryPayment: true } };
    const group: BrandDefaults = { name: 'Giftcard Shop', features: { headerVariant: 'newer' } };
    const file: BrandFile = { code: 'GCSIE', extends: 'GCS', storeId: 70, languages: [{ code: 'en', locale: 'en-IE' }] };
    expect(resolveBrand(file, [shared, group])).toEqual({
      code: 'GCSIE',
      group: 'GCS',
      name: 'Giftcard Shop',
      storeId: 70,
      languages: [{ code: 'en', locale: 'en-IE' }],
      topBar: { en: ['a', 'b', 'c'] },
      features: { retryPayment: true, headerVariant: 'newer' },
    });
  });

  it('takes a group value unless the brand overrides it', () => {
    const gcsie = loadBrand('GCSIE');
    const gcsnl = loadBrand('GCSNL');
    expect(gcsnl.features.headerVariant).toBe('newer');
    expect(gcsie.theme).toEqual({ name: 'GCS', overrides: { color: { accent: '#169b62' } } });
    expect(gcsnl.theme).toEqual({ name: 'GCS', overrides: {} });
    expect(gcsie.paymentLogos.map((logo) => logo.kind)).toEqual(['visa', 'mastercard', 'amex', 'paypal', 'secure']);
    expect(gcsnl.paymentLogos.map((logo) => logo.kind)).toContain('ideal');
  });
});

describe('a loaded brand', () => {
  it('is frozen all the way down', () => {
    const brand = loadBrand('GCSIE');
    expect(Object.isFrozen(brand)).toBe(true);
    expect(Object.isFrozen(brand.routes.en)).toBe(true);
    expect(Object.isFrozen(brand.languages[0])).toBe(true);
    expect(() => {
      (brand as { storeId: number }).storeId = 1;
    }).toThrow(TypeError);
  });

  it('is a fresh object each load, so no caller can change another\'s copy', () => {
    expect(loadBrand('CB')).not.toBe(loadBrand('CB'));
  });
});
