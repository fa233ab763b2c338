import type { DatabaseConnection } from '@shop/db';

/**
 * Parameterised SQL on the connection's own driver, for test set-up and assertions that look at rows
 * directly. Both drivers take `$1` placeholders and return `{ rows }`, so one text serves PGlite and Postgres.
 */
export interface SqlClient {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
}

interface QueryableDriver {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgliteDriver extends QueryableDriver {
  transaction<T>(work: (tx: QueryableDriver) => Promise<T>): Promise<T>;
}

interface PgPoolDriver extends QueryableDriver {
  connect(): Promise<QueryableDriver & { release(): void }>;
}

function queryWith(driver: QueryableDriver) {
  return async <Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> =>
    (await driver.query(text, [...params])).rows as Row[];
}

function inTransactionOnly(driver: QueryableDriver): SqlClient {
  return {
    query: queryWith(driver),
    transaction: (work) => work(inTransactionOnly(driver)),
  };
}

export function sqlClientFor(connection: DatabaseConnection): SqlClient {
  // drizzle keeps the driver it wraps on `$client` for both PGlite and node-postgres.
  const driver = (connection.db as unknown as { $client: unknown }).$client;
  if (connection.kind === 'pglite') {
    const pglite = driver as PgliteDriver;
    return {
      query: queryWith(pglite),
      transaction: (work) => pglite.transaction((tx) => work(inTransactionOnly(tx))),
    };
  }
  const pool = driver as PgPoolDriver;
  return {
    query: queryWith(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(inTransactionOnly(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
