import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandsDir } from './paths.ts';

export const REAL_BRANDS_DIR = brandsDir();
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

export interface BrandsCopy {
  /** The copied brands folder (its parent plays the repository root). */
  readonly dir: string;
  readonly readJson: (relativePath: string) => Record<string, unknown>;
  readonly writeJson: (relativePath: string, data: unknown) => void;
  readonly useFixture: (fixture: string, relativePath: string) => void;
  readonly remove: () => void;
}

/** A scratch copy of the real brands folder, so a test can break one file without touching the repository. */
export function copyBrands(): BrandsCopy {
  const root = mkdtempSync(join(tmpdir(), 'brands-'));
  const dir = join(root, 'brands');
  cpSync(REAL_BRANDS_DIR, dir, { recursive: true });
  return {
    dir,
    readJson: (relativePath) => JSON.parse(readFileSync(join(dir, relativePath), 'utf8')) as Record<string, unknown>,
    writeJson: (relativePath, data) => writeFileSync(join(dir, relativePath), `${JSON.stringify(data, null, 2)}\n`),
    useFixture: (fixture, relativePath) => {
      const target = join(dir, relativePath);
      cpSync(join(FIXTURES_DIR, fixture), target);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
