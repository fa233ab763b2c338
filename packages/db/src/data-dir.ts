import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the embedded database lives. Every entry point (the API, `npm start`, `npm run db:seed`, the migrate script)
 * runs from another working directory, so a relative PGLITE_DATA_DIR is taken from the repository root, where the
 * default `.data/` is: wherever it is started from, one setting names one database.
 */
export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const defaultPgliteDataDir = path.join(repositoryRoot, '.data', 'pglite');

/** `memory://…` keeps the database in memory; it is not a path. */
export const isInMemoryDataDir = (dataDir: string): boolean => dataDir.startsWith('memory://');

/** The directory a PGLITE_DATA_DIR setting names: unset or empty is the default, a relative path is from the repository root. */
export function resolvePgliteDataDir(setting: string | undefined): string {
  if (!setting) return defaultPgliteDataDir;
  if (isInMemoryDataDir(setting)) return setting;
  return path.resolve(repositoryRoot, setting);
}
