import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BrandConfigError, type BrandConfig } from '@shop/brand-config';
import { loadBrand } from '@shop/brand-config/node';

export const DEFAULT_BUILD_BRAND = 'GCSIE';

export interface PreparedBrand {
  readonly brand: BrandConfig;
  /** The resolved, validated brand as JSON: what `@brand/config` resolves to in the bundle. */
  readonly modulePath: string;
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

/**
 * Loads and validates the brand chosen for this build and writes it where the bundle reads it.
 * Runs first in next.config.ts, so a broken brand file stops the build before anything compiles.
 */
export function prepareBrand(appDir: string, code: string, brandsDir: string = brandsDirFor(appDir)): PreparedBrand {
  let brand: BrandConfig;
  try {
    brand = loadBrand(code, { brandsDir });
  } catch (error) {
    if (error instanceof BrandConfigError) throw new BrandBuildError(`Brand ${code} cannot be built.\n${error.message}`);
    throw error;
  }
  const outDir = path.join(appDir, '.brand');
  mkdirSync(outDir, { recursive: true });
  const modulePath = path.join(outDir, `${brand.code}.json`);
  writeFileSync(modulePath, `${JSON.stringify(brand, null, 2)}\n`);
  return { brand, modulePath, brandsDir };
}
