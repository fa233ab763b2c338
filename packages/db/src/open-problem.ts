import { maskValue } from '@shop/env';
import { DatabaseDirectoryInUseError } from './data-dir-lock.ts';

/** Where a connection goes: a Postgres server, or embedded PGlite in a directory (or `memory://`). */
export type DatabaseLocation = { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string };

/** Connection failures a Postgres server's operator fixes: no server, a wrong host, a wrong role, password or database. */
const POSTGRES_SETUP_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28000', '28P01', '3D000']);
/** A data directory the embedded database cannot use: a file in its place, no permission, a read-only disk. */
const DIRECTORY_CODES = new Set(['EEXIST', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOSPC']);

/** The error and its causes, outermost first: drivers and the query builder wrap what the system said. */
function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/**
 * One line saying what to fix when a database cannot be opened for a reason the operator controls (the directory is
 * in use by another process, it cannot be a directory, the server cannot be reached); null for anything else.
 */
export function databaseOpenProblem(error: unknown, location: DatabaseLocation): string | null {
  if (error instanceof DatabaseDirectoryInUseError) return error.message;
  const known = location.kind === 'postgres' ? POSTGRES_SETUP_CODES : DIRECTORY_CODES;
  const cause = causes(error).find((entry) => known.has(String((entry as NodeJS.ErrnoException).code)));
  if (!cause) return null;
  const reason = cause.message.split('\n')[0];
  return location.kind === 'postgres'
    ? `Cannot open the database at DATABASE_URL ${maskValue(location.url)}: ${reason}`
    : `Cannot use the embedded database directory ${location.dataDir} (PGLITE_DATA_DIR): ${reason}`;
}
