import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBrandConfig, checkBrandConfig } from './check.ts';
import { loadBrand } from './node.ts';
import { REAL_BRANDS_DIR } from './test-support.ts';

// Tests reach deep into a thawed copy; the shape was already checked when the brand loaded.
type Mutable = Record<string, any>;

/** A thawed copy of a real brand to break one rule at a time. */
const draft = (code: string): Mutable => structuredClone(loadBrand(code)) as Mutable;
const problemsOf = (candidate: Mutable) => {
  const result = checkBrandConfig(candidate, 'brands/X/brand.json');
  return result.ok ? [] : result.problems.map(({ pointer, message }) => ({ pointer, message }));
};

describe('rules beyond the schema', () => {
  it('accept a real brand unchanged', () => {
    expect(problemsOf(draft('CBCH'))).toEqual([]);
  });

  it('reject a locale that is not well-formed or not in its language', () => {
    const brand = draft('CBBE');
    brand.languages[1].locale = 'nl-FR';
    expect(problemsOf(brand)).toEqual([{ pointer: '/languages/1/locale', message: 'locale "nl-FR" is not in language "fr"' }]);
  });

  it('reject a language listed twice', () => {
    const brand = draft('GCSIE');
    brand.languages.push({ code: 'en', locale: 'en-GB' });
    expect(problemsOf(brand)).toContainEqual({ pointer: '/languages/1/code', message: 'language "en" is listed twice' });
  });

  it('reject a language without route table, top bar, menus or postcode label', () => {
    const brand = draft('GCSIE');
    brand.languages.push({ code: 'nl', locale: 'nl-NL' });
    expect(problemsOf(brand)).toEqual([
      { pointer: '/productNoun/nl', message: 'no product word for language "nl"' },
      { pointer: '/routes/nl', message: 'no route table for language "nl"' },
      { pointer: '/topBar/nl', message: 'no top bar selling points for language "nl"' },
      { pointer: '/footerMenu/nl', message: 'no footer menu for language "nl"' },
      { pointer: '/businessMenu/nl', message: 'no business menu for language "nl"' },
      { pointer: '/countryRules/postcode/label/nl', message: 'no postcode label for language "nl"' },
    ]);
  });

  it('reject a language without the postcode\'s name in it', () => {
    const brand = draft('CBCA');
    delete brand.countryRules.postcode.label.fr;
    expect(problemsOf(brand)).toEqual([{ pointer: '/countryRules/postcode/label/fr', message: 'no postcode label for language "fr"' }]);
  });

  it('reject a route without its parameter and two screens on one path', () => {
    const brand = draft('GCSIE');
    brand.routes.en.productDetail = '/gift-cards/:slug/';
    brand.routes.en.helpdesk = '/contact-us/';
    expect(problemsOf(brand)).toEqual([
      { pointer: '/routes/en/productDetail', message: 'must have the segments :product (got "/gift-cards/:slug/")' },
      { pointer: '/routes/en/helpdesk', message: 'same path as screen "contact" ("/contact-us/")' },
    ]);
  });

  it('reject a route pattern without its trailing slash', () => {
    const brand = draft('GCSIE');
    brand.routes.en.cart = '/cart';
    expect(problemsOf(brand)).toEqual([{ pointer: '/routes/en/cart', message: '"/cart" does not match the pattern ^/(?:[^/?#\\s]+/)*$' }]);
  });

  it('reject a menu link to a screen without the parameters it needs', () => {
    const brand = draft('GCSIE');
    brand.footerMenu.en[0].links[0] = { kind: 'screen', label: 'Spa', screen: 'productDetail' };
    expect(problemsOf(brand)).toEqual([{ pointer: '/footerMenu/en/0/links/0/params', message: 'screen "productDetail" needs "product"' }]);
  });

  it('reject a menu link that is neither a screen nor a URL', () => {
    const brand = draft('GCSIE');
    brand.footerMenu.en[0].links[0] = { label: 'Spa', screen: 'home' };
    brand.footerMenu.en[0].links[1] = { kind: 'page', label: 'Spa' };
    expect(problemsOf(brand)).toEqual([
      { pointer: '/footerMenu/en/0/links/0/kind', message: 'must be "screen" or "url"' },
      { pointer: '/footerMenu/en/0/links/1/kind', message: 'must be "screen" or "url"' },
    ]);
  });

  it('reject unknown currencies and a family without exactly one default language', () => {
    const brand = draft('GCSIE');
    brand.countriesCombinations[0].currency = 'EUX';
    brand.countriesCombinations[0].languages = [{ code: 'en', isDefault: false }];
    expect(problemsOf(brand)).toEqual([
      { pointer: '/countriesCombinations/0/currency', message: '"EUX" is not an ISO 4217 currency' },
      { pointer: '/countriesCombinations/0/languages', message: 'needs exactly one default language (has 0)' },
    ]);
  });

  it('reject BLIK in a store not paid in złoty', () => {
    const brand = draft('GCSIE');
    brand.payments.methods.push({ method: 'blik', logos: ['blik'] });
    expect(problemsOf(brand)).toEqual([
      { pointer: `/payments/methods/${brand.payments.methods.length - 1}/method`, message: 'BLIK takes PLN only; this store is paid in EUR' },
    ]);
  });

  it('reject a postcode example its own pattern refuses', () => {
    const brand = draft('GCSNL');
    brand.countryRules.postcode.example = '1012 SS';
    expect(problemsOf(brand)).toEqual([{ pointer: '/countryRules/postcode/example', message: '"1012 SS" does not match the postcode pattern' }]);
  });
});

describe('buildBrandConfig (no file system)', () => {
  const read = (path: string) => ({ path: `brands/${path}`, data: JSON.parse(readFileSync(join(REAL_BRANDS_DIR, path), 'utf8')) as unknown });

  it('resolves already-read files into the same frozen configuration the loader gives', () => {
    const result = buildBrandConfig({ file: read('GCSIE/brand.json'), defaults: [read('_shared/defaults.json'), read('_groups/GCS.json')] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toEqual(loadBrand('GCSIE'));
    expect(Object.isFrozen(result.config.organization)).toBe(true);
  });

  it('reports problems in a defaults layer against that layer', () => {
    const group = read('_groups/GCS.json');
    const result = buildBrandConfig({ file: read('GCSIE/brand.json'), defaults: [read('_shared/defaults.json'), { ...group, data: { ...(group.data as object), theme: { name: 'ZZ' } } }] });
    expect(result).toEqual({ ok: false, problems: [{ file: 'brands/_groups/GCS.json', pointer: '/theme/name', message: 'must be one of CB, CK, GCS (got "ZZ")' }] });
  });
});
