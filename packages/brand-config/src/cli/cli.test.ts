import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { loadBrand } from '../node.ts';
import { copyBrands, type BrandsCopy } from '../test-support.ts';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, runCli } from './run.ts';

function run(argv: string[], brandsDir?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), ...(brandsDir ? { brandsDir } : {}) });
  return { code, out, err };
}

describe('brand validate', () => {
  let brands: BrandsCopy | undefined;
  afterEach(() => brands?.remove());

  it('prints a one-line summary and exits 0 when every brand is valid', () => {
    expect(run(['validate'])).toEqual({ code: EXIT_OK, out: ['OK: 33 brands and their defaults valid'], err: [] });
  });

  it('checks only the files it is given', () => {
    const result = run(['validate', join(repoRoot(), 'brands', 'GCSNL', 'brand.json')]);
    expect(result).toEqual({ code: EXIT_OK, out: ['OK: 1 file valid'], err: [] });
  });

  it('prints each problem as <file> <pointer> <message> and exits 1', () => {
    brands = copyBrands();
    brands.useFixture('wrong-type.brand.json', 'GCSIE/brand.json');
    brands.useFixture('unknown-theme.brand.json', 'GCSNL/brand.json');
    const nl = brands.readJson('GCSNL/brand.json');
    brands.writeJson('GCSNL/brand.json', { ...nl, code: 'GCSNL', storeId: 67 });
    const result = run(['validate'], brands.dir);
    expect(result.code).toBe(EXIT_PROBLEMS);
    expect(result.out).toEqual([
      'brands/GCSIE/brand.json /storeId must be integer (got "70")',
      'brands/GCSNL/brand.json /theme/name must be one of CB, CK, GCS (got "XX")',
    ]);
    expect(result.err).toEqual(['2 problems found']);
  });

  it('names both brand files when two brands share a domain, and a colour that is not hex', () => {
    brands = copyBrands();
    const nl = brands.readJson('GCSNL/brand.json');
    brands.writeJson('GCSNL/brand.json', { ...nl, domain: 'www.giftcardshop.ie', theme: { overrides: { color: { accent: 'green' } } } });
    const ie = brands.readJson('GCSIE/brand.json');
    brands.writeJson('GCSIE/brand.json', { ...ie, domain: 'www.giftcardshop.nl' });
    brands.writeJson('GCSAT/brand.json', { ...brands.readJson('GCSAT/brand.json'), domain: 'www.giftcardshop.nl' });
    const result = run(['validate'], brands.dir);
    expect(result.code).toBe(EXIT_PROBLEMS);
    expect(result.out).toEqual([
      'brands/GCSNL/brand.json /theme/overrides/color/accent "green" does not match the pattern ^#[0-9a-fA-F]{6}$',
      'brands/GCSAT/brand.json /domain domain www.giftcardshop.nl is also the domain of brands/GCSIE/brand.json',
      'brands/GCSIE/brand.json /domain domain www.giftcardshop.nl is also the domain of brands/GCSAT/brand.json',
    ]);
    expect(result.err).toEqual(['3 problems found']);
  });
});

describe('brand list', () => {
  it('prints one aligned line per brand with code, group, store id, country, languages and currency', () => {
    const { code, out } = run(['list']);
    expect(code).toBe(EXIT_OK);
    expect(out).toHaveLength(33);
    expect(out).toContain('GCSIE  GCS  70  IE  en (en-IE)                          EUR');
    expect(out).toContain('CBCH   CB   16  CH  de (de-CH), fr (fr-CH), it (it-CH)  CHF');
    const currencyColumn = new Set(out.map((line) => line.length - 3));
    expect(currencyColumn.size).toBe(1);
  });
});

describe('brand new', () => {
  let brands: BrandsCopy | undefined;
  afterEach(() => brands?.remove());

  it('scaffolds a valid brand with the next free store id, its logos and the country\'s data', () => {
    brands = copyBrands();
    const result = run(['new', 'GCSSE', '--group', 'GCS', '--country', 'SE'], brands.dir);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out[0]).toMatch(/^created .*GCSSE\/brand\.json \(store id 72\) with logos in /);
    for (const slot of ['main', 'footer', 'business', 'modal']) expect(existsSync(join(brands.dir, 'GCSSE', 'assets', `logo-${slot}.svg`))).toBe(true);
    const brand = loadBrand('GCSSE', { brandsDir: brands.dir });
    expect(brand).toMatchObject({ code: 'GCSSE', group: 'GCS', storeId: 72, country: 'SE', currency: 'SEK', vatRateBasisPoints: 2500 });
    expect(brand.languages).toEqual([{ code: 'sv', locale: 'sv-SE' }]);
    expect(brand.routes.sv?.cart).toBe('/varukorg/');
    expect(brand.countryRules).toMatchObject({ callingCode: '+46', postcode: { label: { sv: 'Postnummer' }, example: '111 52' } });
    expect(run(['validate'], brands.dir).code).toBe(EXIT_OK);
    expect(run(['list'], brands.dir).out).toHaveLength(34);
  });

  it('takes the languages (default first) and the currency, and prints the next steps', () => {
    brands = copyBrands();
    const result = run(['new', 'GCSCH', '--group', 'GCS', '--country', 'CH', '--languages', 'fr,de', '--currency', 'chf'], brands.dir);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out.join('\n')).toContain('npm start -- --brand GCSCH');
    const brand = loadBrand('GCSCH', { brandsDir: brands.dir });
    expect(brand.languages).toEqual([{ code: 'fr', locale: 'fr-CH' }, { code: 'de', locale: 'de-CH' }]);
    expect(brand.currency).toBe('CHF');
    expect(brand.routes.fr?.cart).toBeDefined();
    expect(brand.routes.de?.cart).toBeDefined();
    expect(brand.countryRules.postcode.label).toEqual({ fr: 'NPA', de: 'PLZ' });
  });

  it('gives a language the country has no word for its first language\'s, for the brand manager to translate', () => {
    brands = copyBrands();
    expect(run(['new', 'GCSUS', '--group', 'GCS', '--country', 'US', '--languages', 'en,es'], brands.dir).code).toBe(EXIT_OK);
    expect(loadBrand('GCSUS', { brandsDir: brands.dir }).countryRules.postcode.label).toEqual({ en: 'ZIP code', es: 'ZIP code' });
  });

  it('refuses a code that already exists', () => {
    brands = copyBrands();
    const result = run(['new', 'GCSIE', '--group', 'GCS', '--country', 'IE'], brands.dir);
    expect(result.code).toBe(EXIT_PROBLEMS);
    expect(result.err[0]).toMatch(/^brand GCSIE already exists/);
  });

  it.each([
    [['new', 'GCSSE', '--country', 'SE'], '--group is required'],
    [['new', 'GCSSE', '--group', 'XX', '--country', 'SE'], 'unknown group "XX"; groups: CB, CK, GCS'],
    [['new', 'GCSSE', '--group', 'GCS', '--country', 'ZZ'], 'unknown country "ZZ"'],
    [['new', 'gcs-se', '--group', 'GCS', '--country', 'SE'], 'brand code "gcs-se" must be 2 to 6 capital letters'],
    [['new', '--group', 'GCS', '--country', 'SE'], 'new needs exactly one brand code'],
    [['new', 'GCSSE', '--group'], '--group needs a value'],
    [['new', 'GCSSE', '--group', 'GCS', '--country', 'SE', '--languages', 'sv,xx'], 'unknown language "xx"'],
    [['new', 'GCSSE', '--group', 'GCS', '--country', 'SE', '--currency', 'KRONA'], 'unknown currency "KRONA"'],
  ])('treats %j as a usage error', (argv, message) => {
    const result = run(argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err[0]).toContain(message);
    expect(result.err[0]).toContain('Usage: npm run brand -- <command>');
  });
});

describe('usage', () => {
  it('prints usage and exits 2 without a command or with an unknown one', () => {
    expect(run([]).code).toBe(EXIT_USAGE);
    const unknown = run(['publish']);
    expect(unknown.code).toBe(EXIT_USAGE);
    expect(unknown.err[0]).toMatch(/^error: unknown command "publish"/);
    expect(run(['list', 'extra']).code).toBe(EXIT_USAGE);
  });
});

describe('scripts/brand.ts', () => {
  let brands: BrandsCopy | undefined;
  afterEach(() => brands?.remove());

  const tsx = join(repoRoot(), 'node_modules', '.bin', 'tsx');
  const spawn = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(tsx, ['scripts/brand.ts', ...args], { cwd: repoRoot(), encoding: 'utf8', env: { ...process.env, ...env } });

  it('exits 1 with file and pointer, never a stack trace, for a broken brand', () => {
    brands = copyBrands();
    brands.useFixture('missing-required-field.brand.json', 'GCSIE/brand.json');
    const result = spawn(['validate'], { BRANDS_DIR: brands.dir });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('brands/GCSIE/brand.json /storeId is required\n');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 with the usage for a wrong command line', () => {
    const result = spawn(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run brand -- <command>');
  });
});
