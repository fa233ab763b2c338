import { checkEnvironment, optionalVariable, urlWith, type Environment, type EnvironmentCheck } from '@shop/env';
import { z } from 'zod';
import { resolvePgliteDataDir } from '../data-dir.ts';
import type { DatabaseLocation } from '../open-problem.ts';

const envSchema = z.object({
  DATABASE_URL: optionalVariable('DATABASE_URL', 'a postgres:// or postgresql:// URL', urlWith('postgres:', 'postgresql:')),
  PGLITE_DATA_DIR: optionalVariable('PGLITE_DATA_DIR', 'a directory path or memory://', (value) => !value.includes('\0')),
});

/**
 * What the database scripts (seed, migrate) read from the environment, checked once at start: a Postgres server, or
 * embedded PGlite in an absolute directory (or `memory://`).
 */
export function parseDatabaseEnv(env: Environment): EnvironmentCheck<DatabaseLocation> {
  const checked = checkEnvironment(envSchema, env);
  if (!checked.ok) return checked;
  const { DATABASE_URL, PGLITE_DATA_DIR } = checked.value;
  const location: DatabaseLocation = DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dataDir: resolvePgliteDataDir(PGLITE_DATA_DIR) };
  return { ok: true, value: Object.freeze(location) };
}
