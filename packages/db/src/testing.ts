import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrate, type DatabaseConnection } from './client.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when `DATABASE_URL` is set —
 * a freshly created database on that server, dropped again by `close()`, so parallel runs never collide.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const connection = await createDatabase({ dataDir: 'memory://' });
    await migrate(connection);
    return connection;
  }

  const databaseName = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const connection = await createDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await migrate(connection);
  } catch (error) {
    await connection.close();
    await dropDatabase(serverUrl, databaseName);
    throw error;
  }
  return {
    db: connection.db,
    kind: connection.kind,
    close: async () => {
      await connection.close();
      await dropDatabase(serverUrl, databaseName);
    },
  };
}

async function dropDatabase(serverUrl: string, databaseName: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
