import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BrandConfigError, type BrandConfig } from '@shop/brand-config';
import { loadAllBrands, loadBrand } from '@shop/brand-config/node';
import type { BuiltBrands } from '../src/brand/served/built-brands.ts';
import { storeFamily } from '../src/seo/family.ts';

export interface PreparedBrand {
  readonly brand: BrandConfig;
  /** Every brand of the chosen brand's theme with its family, as JSON: what `@brand/built` resolves to in the bundle. */
  readonly builtBrandsPath: string;
  /** The folder the brand was read from (its assets are relative to it). */
  readonly brandsDir: string;
}

/** The chosen brand cannot be built; the message says why (per problem `<file> <pointer> <message>`). */
export class BrandBuildError extends Error {
  override readonly name = 'BrandBuildError';
}

/** BRANDS_DIR points the build at another brands folder (tests use a broken copy); default <repo>/brands. */
export function brandsDirFor(appDir: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const fromEnv = env.BRANDS_DIR;
  return fromEnv !== undefined && fromEnv !== '' ? path.resolve(fromEnv) : path.resolve(appDir, '..', '..', 'brands');
}

function loadOrExplain<T>(code: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof BrandConfigError) throw new BrandBuildError(`Brand ${code} cannot be built.\n${error.message}`);
    throw error;
  }
}

/**
 * The brands one build holds: every brand of the theme, so one compilation serves them all (build:all compiles once per
 * theme) and the server picks its brand by BRAND. Each comes with its store family, which needs every brand's domain.
 */
export function builtBrandsOf(theme: BrandConfig['theme']['name'], allBrands: readonly BrandConfig[]): BuiltBrands {
  return Object.fromEntries(
    allBrands.filter((candidate) => candidate.theme.name === theme).map((brand) => [brand.code, { brand, family: storeFamily(brand, allBrands) }]),
  );
}

/**
 * Loads and validates the brand chosen for this build and writes its theme's brands where the bundle reads them.
 * Runs first in next.config.ts, so a broken brand file stops the build before anything compiles.
 */
export function prepareBrand(appDir: string, code: string, brandsDir: string = brandsDirFor(appDir)): PreparedBrand {
  const brand = loadOrExplain(code, () => loadBrand(code, { brandsDir }));
  const allBrands = loadOrExplain(code, () => loadAllBrands({ brandsDir }));
  const outDir = path.join(appDir, '.brand');
  mkdirSync(outDir, { recursive: true });
  const builtBrandsPath = path.join(outDir, `built-${brand.theme.name}.json`);
  writeFileSync(builtBrandsPath, `${JSON.stringify(builtBrandsOf(brand.theme.name, allBrands))}\n`);
  return { brand, builtBrandsPath, brandsDir };
}
