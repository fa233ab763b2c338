import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandConfigError } from './problems.ts';
import { loadBrand, validateBrandFiles } from './node.ts';
import { copyBrands, type BrandsCopy } from './test-support.ts';

const GCSIE_FILE = 'brands/GCSIE/brand.json';

describe('broken brand files', () => {
  let brands: BrandsCopy;
  const problemsWith = (fixture: string, target = 'GCSIE/brand.json') => {
    brands = copyBrands();
    brands.useFixture(fixture, target);
    return validateBrandFiles(undefined, { brandsDir: brands.dir });
  };
  afterEach(() => brands.remove());

  it('report a missing required field at its pointer', () => {
    expect(problemsWith('missing-required-field.brand.json')).toEqual([
      { file: GCSIE_FILE, pointer: '/storeId', message: 'is required' },
    ]);
  });

  it('report a value of the wrong type', () => {
    expect(problemsWith('wrong-type.brand.json')).toEqual([
      { file: GCSIE_FILE, pointer: '/storeId', message: 'must be integer (got "70")' },
    ]);
  });

  it('report an unknown theme with the themes that exist', () => {
    expect(problemsWith('unknown-theme.brand.json')).toEqual([
      { file: GCSIE_FILE, pointer: '/theme/name', message: 'must be one of CB, CK, GCS (got "XX")' },
    ]);
  });

  it('report an unknown language', () => {
    expect(problemsWith('unknown-language.brand.json')).toEqual([
      { file: GCSIE_FILE, pointer: '/languages/0/code', message: 'must be one of nl, fr, de, it, es, pt, da, nb, pl, sv, en (got "ga")' },
    ]);
  });

  it('report a store id two brands use on both files, each naming the other', () => {
    expect(problemsWith('duplicate-store-id.brand.json', 'GCSXX/brand.json')).toEqual([
      { file: GCSIE_FILE, pointer: '/storeId', message: 'store id 70 is also the store id of brands/GCSXX/brand.json' },
      { file: 'brands/GCSXX/brand.json', pointer: '/storeId', message: 'store id 70 is also the store id of brands/GCSIE/brand.json' },
    ]);
  });

  it('report a domain two brands use, also when only one of the files is validated', () => {
    brands = copyBrands();
    brands.writeJson('GCSNL/brand.json', { ...brands.readJson('GCSNL/brand.json'), domain: 'WWW.giftcardshop.ie' });
    expect(validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir })).toEqual([
      { file: GCSIE_FILE, pointer: '/domain', message: 'domain www.giftcardshop.ie is also the domain of brands/GCSNL/brand.json' },
    ]);
  });

  it('report card number prefixes of which one starts the other', () => {
    brands = copyBrands();
    brands.writeJson('GCSNL/brand.json', { ...brands.readJson('GCSNL/brand.json'), giftCards: { numberPrefix: '62800705' } });
    expect(validateBrandFiles(undefined, { brandsDir: brands.dir })).toEqual([
      { file: GCSIE_FILE, pointer: '/giftCards/numberPrefix', message: 'card number prefix 6280070 overlaps the card number prefix 62800705 of brands/GCSNL/brand.json' },
      { file: 'brands/GCSNL/brand.json', pointer: '/giftCards/numberPrefix', message: 'card number prefix 62800705 overlaps the card number prefix 6280070 of brands/GCSIE/brand.json' },
    ]);
  });

  it('report a theme colour that is not a #rrggbb hex colour, as the themes and the card artwork need', () => {
    brands = copyBrands();
    const gcsie = brands.readJson('GCSIE/brand.json') as { theme: { overrides: { color: Record<string, string> } } };
    gcsie.theme.overrides.color = { accent: 'green', brand: '#c81', overlay: 'rgba(10, 37, 64, 0.55)' };
    brands.writeJson('GCSIE/brand.json', gcsie);
    expect(validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir })).toEqual([
      { file: GCSIE_FILE, pointer: '/theme/overrides/color/brand', message: '"#c81" does not match the pattern ^#[0-9a-fA-F]{6}$' },
      { file: GCSIE_FILE, pointer: '/theme/overrides/color/accent', message: '"green" does not match the pattern ^#[0-9a-fA-F]{6}$' },
    ]);
  });

  it('report a theme colour in a group defaults file against that file', () => {
    brands = copyBrands();
    brands.writeJson('_groups/CK.json', { ...brands.readJson('_groups/CK.json'), theme: { name: 'CK', overrides: { color: { surface: 'white' } } } });
    expect(validateBrandFiles([join(brands.dir, '_groups', 'CK.json')], { brandsDir: brands.dir })).toEqual([
      { file: 'brands/_groups/CK.json', pointer: '/theme/overrides/color/surface', message: '"white" does not match the pattern ^#[0-9a-fA-F]{6}$' },
    ]);
  });

  it('report a screen missing from a language\'s route table', () => {
    brands = copyBrands();
    const shared = brands.readJson('_shared/defaults.json') as { routes: { en: Record<string, string> } };
    delete shared.routes.en['cart'];
    brands.writeJson('_shared/defaults.json', shared);
    const problems = validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir });
    expect(problems).toEqual([{ file: GCSIE_FILE, pointer: '/routes/en/cart', message: 'route for screen "cart" is missing' }]);
  });

  it('report an asset that does not exist', () => {
    expect(problemsWith('missing-asset.brand.json')).toEqual([
      {
        file: GCSIE_FILE,
        pointer: '/logos/main/src',
        message: 'asset "assets/missing-logo.svg" does not exist (looked for brands/GCSIE/assets/missing-logo.svg)',
      },
    ]);
  });

  it('report an unknown property in a group defaults file against that file', () => {
    brands = copyBrands();
    brands.writeJson('_groups/GCS.json', { ...brands.readJson('_groups/GCS.json'), colour: 'green' });
    expect(validateBrandFiles(undefined, { brandsDir: brands.dir })).toContainEqual(
      { file: 'brands/_groups/GCS.json', pointer: '/colour', message: 'unknown property "colour"' },
    );
  });

  it('report a group that has no defaults file', () => {
    brands = copyBrands();
    rmSync(join(brands.dir, '_groups', 'GCS.json'));
    expect(validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir })).toEqual([
      { file: GCSIE_FILE, pointer: '/extends', message: 'group "GCS" has no defaults file brands/_groups/GCS.json' },
    ]);
  });

  it('report a code that does not match its folder', () => {
    brands = copyBrands();
    brands.writeJson('GCSNL/brand.json', { ...brands.readJson('GCSNL/brand.json'), code: 'GCSNX' });
    expect(validateBrandFiles([join(brands.dir, 'GCSNL', 'brand.json')], { brandsDir: brands.dir })).toEqual([
      { file: 'brands/GCSNL/brand.json', pointer: '/code', message: '"GCSNX" does not match its folder name "GCSNL"' },
    ]);
  });

  it('report a file that is not JSON', () => {
    brands = copyBrands();
    writeFileSync(join(brands.dir, 'GCSIE', 'brand.json'), '{ "code": "GCSIE", ');
    const [problem, ...rest] = validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: GCSIE_FILE, pointer: '' });
    expect(problem?.message).toMatch(/^is not valid JSON: /);
  });

  it('report a brand file without code and extends', () => {
    brands = copyBrands();
    brands.writeJson('GCSIE/brand.json', {});
    expect(validateBrandFiles([join(brands.dir, 'GCSIE', 'brand.json')], { brandsDir: brands.dir })).toEqual([
      { file: GCSIE_FILE, pointer: '/code', message: 'is required' },
      { file: GCSIE_FILE, pointer: '/extends', message: 'is required' },
    ]);
  });

  it('make loadBrand throw a BrandConfigError whose message lists file, pointer and message', () => {
    problemsWith('wrong-type.brand.json');
    let thrown: unknown;
    try {
      loadBrand('GCSIE', { brandsDir: brands.dir });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BrandConfigError);
    expect((thrown as BrandConfigError).message).toContain('brands/GCSIE/brand.json /storeId must be integer (got "70")');
    expect((thrown as BrandConfigError).problems).toHaveLength(1);
  });
});
