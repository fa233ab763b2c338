import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, SCREENS } from './codes.ts';
import { COUNTRIES } from './countries.ts';
import { loadAllBrands, loadBrand, validateBrandFiles } from './node.ts';
import { REAL_BRANDS_DIR } from './test-support.ts';

describe('the 33 real brands', () => {
  const brands = loadAllBrands();
  const byCode = new Map(brands.map((brand) => [brand.code, brand]));

  it('all validate, with no problem in any brand or defaults file', () => {
    expect(validateBrandFiles()).toEqual([]);
  });

  it('include every brand code of the spec, one folder each; any further folder is a brand a manager added', () => {
    const folders = readdirSync(REAL_BRANDS_DIR).filter((name) => !name.startsWith('_') && !name.endsWith('.json'));
    expect(folders).toEqual(expect.arrayContaining([...BRAND_CODES]));
    expect(brands.map((brand) => brand.code).sort()).toEqual(folders.sort());
  });

  it('make GCSIE the Irish reference store 70 in English and euros', () => {
    const gcsie = loadBrand('GCSIE');
    expect(gcsie).toMatchObject({ storeId: 70, country: 'IE', currency: 'EUR', group: 'GCS', vatRateBasisPoints: 2300 });
    expect(gcsie.languages).toEqual([{ code: 'en', locale: 'en-IE' }]);
    expect(gcsie.productNoun.en).toEqual({ singular: 'gift card', plural: 'gift cards', slug: 'gift-cards' });
    expect(gcsie.countryRules.postcode.label).toEqual({ en: 'Eircode' });
  });

  it('give the multilingual countries all their locales', () => {
    const locales = (code: string) => byCode.get(code)?.languages.map((language) => language.locale);
    expect(locales('CBBE')).toEqual(['nl-BE', 'fr-BE']);
    expect(locales('GCSBE')).toEqual(['nl-BE', 'fr-BE']);
    expect(locales('CBCH')).toEqual(['de-CH', 'fr-CH', 'it-CH']);
    expect(locales('CBCA')).toEqual(['en-CA', 'fr-CA']);
    for (const code of ['CB', 'CK', 'GCSNL']) expect(locales(code)).toEqual(['nl-NL']);
    for (const code of ['CKUK', 'GCSUK', 'GCUK']) expect(byCode.get(code)).toMatchObject({ currency: 'GBP', languages: [{ locale: 'en-GB' }] });
    expect(byCode.get('CBUS')).toMatchObject({ currency: 'USD', languages: [{ locale: 'en-US' }] });
    expect(byCode.get('GCSAE')).toMatchObject({ currency: 'AED', languages: [{ locale: 'en-AE' }] });
  });

  it('name the postcode in each language of a multilingual store as its shoppers do', () => {
    const labels = (code: string) => byCode.get(code)?.countryRules.postcode.label;
    expect(labels('CBBE')).toEqual({ nl: 'Postcode', fr: 'Code postal' });
    expect(labels('GCSBE')).toEqual({ nl: 'Postcode', fr: 'Code postal' });
    expect(labels('CBCA')).toEqual({ en: 'Postal code', fr: 'Code postal' });
    expect(labels('CBCH')).toEqual({ de: 'PLZ', fr: 'NPA', it: 'NPA' });
  });

  it('show the choice card only in CB and GCSIE', () => {
    expect(brands.filter((brand) => brand.choiceCard.show).map((brand) => brand.code)).toEqual(['CB', 'GCSIE']);
  });

  it('show facebook, instagram, tiktok, linkedIn and pinterest, and hide twitter and youtube', () => {
    for (const brand of brands) {
      const visible = Object.entries(brand.socials).filter(([, link]) => link.visible).map(([network]) => network);
      expect(visible).toEqual(['facebook', 'instagram', 'tiktok', 'linkedIn', 'pinterest']);
    }
  });

  it('rotate the spec\'s three English selling points', () => {
    expect(byCode.get('GCSIE')?.topBar.en).toEqual([
      'Ordered before 17:00, delivered tomorrow', 'Always a suitable business gift!', 'Personalize with packaging',
    ]);
    for (const brand of brands) for (const language of brand.languages) expect(brand.topBar[language.code]).toHaveLength(3);
  });

  it('open Dutch customer service Mo-Fr 09:00-17:30 and register Dutch companies with the KvK', () => {
    for (const code of ['CB', 'CK', 'GCSNL']) {
      const brand = byCode.get(code);
      expect(brand?.organization.businessHours).toEqual([{ days: 'Mo-Fr', opens: '09:00', closes: '17:30' }]);
      expect(brand?.organization.kvkNumber).toMatch(/^[0-9]{8}$/);
    }
    expect(byCode.get('GCSIE')?.organization.kvkNumber).toBeUndefined();
  });

  it('route every screen in every language a brand offers', () => {
    for (const brand of brands) {
      expect(Object.keys(brand.routes).sort()).toEqual(brand.languages.map((language) => language.code).sort());
      for (const table of Object.values(brand.routes)) expect(Object.keys(table ?? {}).sort()).toEqual([...SCREENS].sort());
    }
  });

  it('use the Dutch paths of the spec in the Dutch builds', () => {
    const nl = byCode.get('GCSNL')?.routes.nl;
    expect(nl).toMatchObject({
      productList: '/cadeaubonnen/', cart: '/winkelmandje/', checkout: '/bestellen/', redeemStart: '/saldocheck/',
      giveMoments: '/geefmomenten/', business: '/zakelijk/', doubler: '/verdubbelaar/', accountOverview: '/account/overzicht/', activate: '/activeren/',
    });
    expect(byCode.get('CB')?.routes.nl).toEqual(nl);
  });

  it('agree with the country table new storefronts start from', () => {
    for (const brand of brands) {
      const country = COUNTRIES[brand.country as keyof typeof COUNTRIES];
      expect(country, brand.code).toBeDefined();
      expect({ currency: brand.currency, vat: brand.vatRateBasisPoints, calling: brand.countryRules.callingCode, languages: brand.languages }, brand.code)
        .toEqual({ currency: country.currency, vat: country.vatRateBasisPoints, calling: country.callingCode, languages: country.languages });
    }
  });

  it('give every store its own id', () => {
    expect(new Set(brands.map((brand) => brand.storeId)).size).toBe(33);
  });

  it('list the brand\'s own country in its store switcher family', () => {
    for (const brand of brands) {
      expect(brand.countriesCombinations.some((entry) => entry.country === brand.country && entry.currency === brand.currency)).toBe(true);
    }
  });

  it('accept real postcodes and reject the excluded Dutch letter pairs', () => {
    const pattern = (code: string) => new RegExp(byCode.get(code)?.countryRules.postcode.pattern ?? '$^', 'u');
    expect(pattern('GCSNL').test('1012 AB')).toBe(true);
    expect(pattern('GCSNL').test('1012 SA')).toBe(false);
    expect(pattern('GCSIE').test('D02 X285')).toBe(true);
    expect(pattern('GCSUK').test('SW1A 1AA')).toBe(true);
    expect(pattern('CBPL').test('00-950')).toBe(true);
    expect(pattern('CBSE').test('111 52')).toBe(true);
    expect(pattern('CBCA').test('K1A 0B1')).toBe(true);
    expect(pattern('CBBR').test('01310100')).toBe(true);
    expect(pattern('GCSPT').test('1100-148')).toBe(true);
    expect(pattern('CBUS').test('10001-1234')).toBe(true);
    expect(pattern('CBAU').test('0100')).toBe(false);
  });
});
