import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBrandCodes } from '@shop/brand-config/node';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(appDir, '..', '..');

/** Where the global setup leaves the API's GraphQL address for the storefronts it serves. */
export const SMOKE_API_ENV = 'SMOKE_API_URL';
/** Where the global setup leaves the file with the stores' message catalogs. */
export const SMOKE_CATALOGS_ENV = 'SMOKE_CATALOGS_FILE';

/** The brands of this run: SMOKE_BRANDS (a comma list, set by `npm run smoke`), else every brand. */
export function smokeBrands(): string[] {
  const chosen = process.env.SMOKE_BRANDS?.split(',').map((code) => code.trim()).filter(Boolean);
  return chosen && chosen.length > 0 ? chosen : listBrandCodes();
}

/** SMOKE_DIST_TAG serves dist/<brand>-<tag>. */
export function smokeDistTag(): string | undefined {
  return process.env.SMOKE_DIST_TAG || undefined;
}
