import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this package that holds `brands/`. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'brands')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('could not find the repository root (a folder with brands/ and package.json)');
    dir = parent;
  }
}

/** Where brand folders live: an explicit argument, else the BRANDS_DIR environment variable, else <repo>/brands. */
export function brandsDir(override?: string): string {
  if (override !== undefined) return resolve(override);
  const fromEnv = process.env['BRANDS_DIR'];
  if (fromEnv !== undefined && fromEnv !== '') return resolve(fromEnv);
  return join(repoRoot(), 'brands');
}

export const packageDir = (): string => resolve(dirname(fileURLToPath(import.meta.url)), '..');
