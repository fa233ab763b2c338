import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isInMemoryDataDir, resolvePgliteDataDir } from './data-dir.ts';
import { lockDataDir, UNNAMED_HOLDER } from './data-dir-lock.ts';
import { SEARCH_SESSION_SETUP } from './queries/search.ts';
import * as schema from './schema.ts';

export type ShopSchema = typeof schema;

/** The database as the API sees it: the same type on embedded PGlite and on a Postgres server. */
export type ShopDatabase = PgDatabase<PgQueryResultHKT, ShopSchema>;

/** A transaction inside `db.transaction(async (tx) => …)`. */
export type ShopTransaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];

/** Either the database or a transaction: what query helpers accept. */
export type ShopExecutor = ShopDatabase | ShopTransaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  readonly db: ShopDatabase;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Postgres connection string; defaults to `DATABASE_URL`. Without one, embedded PGlite is used. */
  readonly url?: string;
  /**
   * PGlite data directory (`memory://` keeps everything in memory); defaults to `PGLITE_DATA_DIR`, else
   * `<repo>/.data/pglite`. A relative path is taken from the repository root (`resolvePgliteDataDir`).
   */
  readonly dataDir?: string;
  /** Maximum connections of the Postgres pool. */
  readonly poolSize?: number;
  /** What opens an embedded directory, as a second opener's refusal names it ('the API', 'npm run db:seed'). */
  readonly holder?: string;
  /** What an embedded database in memory starts with: another's contents (`dumpEmbeddedDatabase`) instead of initdb's. */
  readonly initialContents?: Blob;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

type DriverDatabase =
  | { readonly kind: 'pglite'; readonly db: PgliteDatabase<ShopSchema>; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly db: NodePgDatabase<ShopSchema> };

const driverDatabases = new WeakMap<ShopDatabase, DriverDatabase>();

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseConnection> {
  // An empty variable counts as unset.
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) return connectPostgres(url, options.poolSize);
  const dataDir = resolvePgliteDataDir(options.dataDir || process.env.PGLITE_DATA_DIR);
  if (options.initialContents && !isInMemoryDataDir(dataDir)) throw new Error('Only a database in memory (memory://) starts with given contents');
  return openPglite(dataDir, options.holder ?? UNNAMED_HOLDER, options.initialContents);
}

function connectPostgres(url: string, poolSize = 10): DatabaseConnection {
  // pg-pool awaits onConnect before it hands a new connection out, so every query sees the settings. Pipelined, a
  // transaction's one connection takes reads started together (`Promise.all`) and sends them at once, answered in
  // order; unpipelined, node-postgres queues them with a deprecation warning and refuses them from pg 9.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true, onConnect: (client) => client.query(SEARCH_SESSION_SETUP) });
  // An idle client losing its connection (server restart, dropped database) must not crash the
  // process: pg discards that client and the next query opens a fresh connection.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const db = drizzleNodePostgres({ client: pool, schema });
  driverDatabases.set(db, { kind: 'postgres', db });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens embedded PGlite. A directory is locked to this connection until `close()` (or the process ends): a second
 * opener, in this process or another, gets `DatabaseDirectoryInUseError` instead of corrupting the data.
 */
async function openPglite(dataDir: string, holder: string, initialContents?: Blob): Promise<DatabaseConnection> {
  if (isInMemoryDataDir(dataDir)) {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(initialContents ? { loadDataDir: initialContents } : {}) });
    return pgliteConnection(client, () => {});
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir, holder);
  try {
    return await pgliteConnection(await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } }), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function pgliteConnection(client: PGlite, afterClose: () => void): Promise<DatabaseConnection> {
  try {
    await client.exec(SEARCH_SESSION_SETUP);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  driverDatabases.set(db, { kind: 'pglite', db, client });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await client.close();
      } finally {
        afterClose();
      }
    })());
  return { db, kind: 'pglite', close };
}

/** The whole contents of an embedded database, uncompressed, for another to start with (`initialContents`). */
export async function dumpEmbeddedDatabase(connection: DatabaseConnection): Promise<Blob> {
  const driver = driverDatabases.get(connection.db);
  if (driver?.kind !== 'pglite') throw new Error('dumpEmbeddedDatabase() needs an embedded database created by createDatabase()');
  return driver.client.dumpDataDir('none');
}

/** Applies the migrations in `packages/db/migrations` (the same set on both drivers). */
export async function migrate(target: DatabaseConnection | ShopDatabase): Promise<void> {
  const db = 'kind' in target && 'close' in target ? target.db : target;
  const driver = driverDatabases.get(db);
  if (!driver) throw new Error('migrate() needs a database created by createDatabase()');
  if (driver.kind === 'pglite') await migratePglite(driver.db, { migrationsFolder });
  else await migrateNodePostgres(driver.db, { migrationsFolder });
}
