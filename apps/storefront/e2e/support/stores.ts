import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '@shop/brand-config';
import { appDir, baseUrlEnvName, E2E_BRANDS, type E2eBrand } from '../servers.ts';

/** The origin the global setup started the brand's storefront on. */
export function urlOf(brand: E2eBrand): string {
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

/** The resolved brand the storefront was built with. */
export function brandConfig(brand: E2eBrand): BrandConfig {
  return JSON.parse(readFileSync(path.join(appDir, '.brand', `${brand}.json`), 'utf8')) as BrandConfig;
}
