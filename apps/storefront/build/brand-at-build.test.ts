import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBrand } from '@shop/brand-config/node';
import type { BuiltBrands } from '../src/brand/served/built-brands.ts';
import { BrandBuildError, brandsDirFor, prepareBrand } from './brand-at-build.ts';
import { copyBrandAssets } from './copy-brand-assets.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const realBrandsDir = brandsDirFor(appDir, {});

let workDir: string;
let brandsCopy: string;

beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'storefront-brand-'));
  brandsCopy = path.join(workDir, 'brands');
  cpSync(realBrandsDir, brandsCopy, { recursive: true });
});

afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function corruptStoreId(code: string): string {
  const file = path.join(brandsCopy, code, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...json, storeId: 'seventy' }, null, 2));
  return file;
}

describe('prepareBrand', () => {
  it("writes the validated brand, with every other brand of its theme, where the bundle reads them", () => {
    const prepared = prepareBrand(workDir, 'GCSNL', brandsCopy);
    expect(prepared.brand.code).toBe('GCSNL');
    expect(prepared.builtBrandsPath).toBe(path.join(workDir, '.brand', 'built-GCS.json'));
    const written = JSON.parse(readFileSync(prepared.builtBrandsPath, 'utf8')) as BuiltBrands;
    expect(written.GCSNL?.brand).toEqual(JSON.parse(JSON.stringify(loadBrand('GCSNL'))));
    expect(written.GCSNL?.brand.languages[0]?.locale).toBe('nl-NL');
    expect(Object.keys(written)).toContain('GCSIE');
    expect(Object.values(written).every((entry) => entry.brand.theme.name === 'GCS')).toBe(true);
    expect(Object.keys(written)).not.toContain('CBDE');
    expect(written.GCSNL?.family.some((store) => store.languages.some((language) => language.hreflang === 'nl-NL'))).toBe(true);
  });

  it('fails with the file and JSON pointer of a broken brand file', () => {
    corruptStoreId('GCSIE');
    let caught: unknown;
    try {
      prepareBrand(workDir, 'GCSIE', brandsCopy);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BrandBuildError);
    const message = (caught as Error).message;
    expect(message).toContain('Brand GCSIE cannot be built');
    expect(message).toMatch(/GCSIE\/brand\.json \/storeId /);
    expect(existsSync(path.join(workDir, '.brand', 'built-GCS.json'))).toBe(false);
  });

  it('reads BRANDS_DIR when no folder is given', () => {
    expect(brandsDirFor(appDir, { BRANDS_DIR: brandsCopy })).toBe(brandsCopy);
    expect(brandsDirFor(appDir, {})).toBe(path.resolve(appDir, '../../brands'));
  });
});

describe('copyBrandAssets', () => {
  it('publishes every asset the brand refers to under public/brand-assets', () => {
    const brand = loadBrand('GCSIE');
    const publicDir = path.join(workDir, 'public');
    const copied = copyBrandAssets(brand, realBrandsDir, publicDir);
    expect(copied).toContain(`GCSIE/${brand.logos.main.src}`);
    for (const relative of copied) expect(existsSync(path.join(publicDir, 'brand-assets', relative))).toBe(true);
  });
});

describe('next.config.ts', () => {
  it('stops with the file and pointer, and no stack trace, when the chosen brand file is broken', () => {
    corruptStoreId('GCSNL');
    const tsx = path.resolve(appDir, '../../node_modules/.bin/tsx');
    const result = spawnSync(tsx, ['next.config.ts'], {
      cwd: appDir,
      env: { ...process.env, BRAND: 'GCSNL', BRANDS_DIR: brandsCopy },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/GCSNL\/brand\.json \/storeId /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
