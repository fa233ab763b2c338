import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPgliteDataDir, repositoryRoot } from '../data-dir.ts';
import { parseDatabaseEnv } from './env.ts';

describe('parseDatabaseEnv', () => {
  it('names embedded PGlite in the default directory when nothing is set (empty counts as unset)', () => {
    expect(parseDatabaseEnv({})).toEqual({ ok: true, value: { kind: 'pglite', dataDir: defaultPgliteDataDir } });
    expect(parseDatabaseEnv({ DATABASE_URL: '', PGLITE_DATA_DIR: '' })).toEqual({ ok: true, value: { kind: 'pglite', dataDir: defaultPgliteDataDir } });
  });

  it('resolves a relative PGLITE_DATA_DIR from the repository root', () => {
    expect(parseDatabaseEnv({ PGLITE_DATA_DIR: '.data/seeded' })).toEqual({ ok: true, value: { kind: 'pglite', dataDir: path.join(repositoryRoot, '.data', 'seeded') } });
  });

  it('names the Postgres server of DATABASE_URL', () => {
    expect(parseDatabaseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', PGLITE_DATA_DIR: 'ignored' })).toEqual({
      ok: true,
      value: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' },
    });
  });

  it('names every bad variable on a line of its own, passwords masked', () => {
    expect(parseDatabaseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/shop', PGLITE_DATA_DIR: 'a\0b' })).toEqual({
      ok: false,
      problems: [
        'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://root:***@db/shop"',
        'PGLITE_DATA_DIR must be a directory path or memory://, got "a\\u0000b"',
      ],
    });
  });
});
