import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPgliteDataDir, resolvePgliteDataDir } from './data-dir.ts';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('resolvePgliteDataDir', () => {
  it('is <repo>/.data/pglite when unset or empty', () => {
    expect(defaultPgliteDataDir).toBe(path.join(repositoryRoot, '.data', 'pglite'));
    expect(resolvePgliteDataDir(undefined)).toBe(defaultPgliteDataDir);
    expect(resolvePgliteDataDir('')).toBe(defaultPgliteDataDir);
  });

  it('takes a relative directory from the repository root, whatever the working directory', () => {
    const before = process.cwd();
    try {
      process.chdir(path.join(repositoryRoot, 'packages', 'db'));
      expect(resolvePgliteDataDir('.data/other')).toBe(path.join(repositoryRoot, '.data', 'other'));
      expect(resolvePgliteDataDir('../elsewhere')).toBe(path.resolve(repositoryRoot, '..', 'elsewhere'));
    } finally {
      process.chdir(before);
    }
  });

  it('keeps an absolute directory and memory:// as they are', () => {
    expect(resolvePgliteDataDir('/var/lib/shop/pglite')).toBe('/var/lib/shop/pglite');
    expect(resolvePgliteDataDir('memory://')).toBe('memory://');
  });
});
