import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBrand } from '../../build/brand-at-build.ts';
import { writeBrandFamily } from './family-at-build.ts';

/** The brand unit tests run against: the reference tenant, resolved and validated exactly as a build does. */
export const TEST_BRAND = 'GCSIE';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Vitest global setup: writes `.brand/GCSIE.json` and its family before any test imports `@brand/config`. */
export default function setup(): void {
  const { brand, brandsDir } = prepareBrand(appDir, TEST_BRAND);
  writeBrandFamily(appDir, brand, brandsDir);
}
