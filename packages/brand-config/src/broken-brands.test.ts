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

  it('report a store id another brand already uses, on the brand that repeats it', () => {
    expect(problemsWith('duplicate-store-id.brand.json', 'GCSXX/brand.json')).toEqual([
      { file: 'brands/GCSXX/brand.json', pointer: '/storeId', message: 'store id 70 is already used by GCSIE' },
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
