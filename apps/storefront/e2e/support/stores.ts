import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { BrandConfig } from '@shop/brand-config';
import type { BuiltBrands } from '../../src/brand/served/built-brands.ts';
import { appDir, baseUrlEnvName, E2E_BRANDS, type E2eBrand } from '../servers.ts';

/**
 * The origin the global setup started the brand's storefront on. A journey on a brand this run leaves out
 * (`E2E_BRANDS`) is skipped, not failed.
 */
export function urlOf(brand: E2eBrand): string {
  test.skip(!E2E_BRANDS.includes(brand), `${brand} is not among E2E_BRANDS (${E2E_BRANDS.join(', ')})`);
  const url = process.env[baseUrlEnvName(brand)];
  if (!url) throw new Error(`${brand} was not started by the global setup`);
  return url;
}

/** The origins of every storefront this run started. */
export function storefrontOrigins(): string[] {
  return E2E_BRANDS.flatMap((brand) => {
    const url = process.env[baseUrlEnvName(brand)];
    return url ? [new URL(url).origin] : [];
  });
}

/** The resolved brand the storefront was built with, from the built brands of its theme (build/brand-at-build.ts). */
export function brandConfig(brand: E2eBrand): BrandConfig {
  const dir = path.join(appDir, '.brand');
  for (const file of readdirSync(dir).filter((name) => name.startsWith('built-'))) {
    const built = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as BuiltBrands;
    if (Object.hasOwn(built, brand)) return built[brand]!.brand;
  }
  throw new Error(`${brand} was not built (no .brand/built-*.json holds it)`);
}
