import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, dumpEmbeddedDatabase, migrate } from './client.ts';

export const TEMPLATE_KEY = 'embeddedDatabaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database, for `createTestDatabase` to start from. */
    [TEMPLATE_KEY]: string | undefined;
  }
}

/**
 * Vitest global setup of a suite whose files each open a database: migrates one embedded database and keeps its
 * contents in a file for the run, so each file's database starts from it instead of running initdb and every
 * migration again (about two seconds a file). Against a Postgres server (`DATABASE_URL`) there is nothing to do.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-test-database-'));
  const file = path.join(folder, 'migrated.tar');
  const connection = await createDatabase({ dataDir: 'memory://' });
  try {
    await migrate(connection);
    await writeFile(file, Buffer.from(await (await dumpEmbeddedDatabase(connection)).arrayBuffer()));
  } finally {
    await connection.close();
  }
  project.provide(TEMPLATE_KEY, file);
  return () => rm(folder, { recursive: true, force: true });
}
