import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBrand } from '../../build/brand-at-build.ts';

/** The brand unit tests run against: the reference tenant, resolved and validated exactly as a build does. */
export const TEST_BRAND = 'GCSIE';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Vitest global setup: writes `.brand/built-GCS.json` (GCSIE's theme) before any test imports `@brand/config`. */
export default function setup(): void {
  prepareBrand(appDir, TEST_BRAND);
}
