import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dumpEmbeddedDatabase, type DatabaseConnection } from './client.ts';
import { createTestDatabase } from './testing.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(async () => {
  await connection.close();
});

/** Runs `work` while collecting the process warnings it causes (node-postgres reports misuse as one). */
async function collectingWarnings<T>(work: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  try {
    const result = await work();
    // Warnings are emitted on a later tick than the call that causes them.
    await new Promise((resolve) => setImmediate(resolve));
    return { result, warnings };
  } finally {
    process.off('warning', onWarning);
  }
}

const numberOf = (answer: unknown) => (answer as { rows: { n: number | string }[] }).rows[0]?.n;

describe('reads started together in a transaction', () => {
  it('answer each in its own order, without node-postgres refusing or warning', async () => {
    const { result, warnings } = await collectingWarnings(() =>
      connection.db.transaction((tx) =>
        Promise.all([tx.execute(sql`SELECT pg_sleep(0.02), 1 AS n`), tx.execute(sql`SELECT 2 AS n`), tx.execute(sql`SELECT 3 AS n`)]),
      ),
    );
    expect(result.map(numberOf).map(Number)).toEqual([1, 2, 3]);
    // Without pipelining, node-postgres queues a query handed to a busy connection, warns, and refuses it from pg 9.
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('see the transaction\'s own writes, and one failing undoes the transaction', async () => {
    await connection.db.execute(sql`CREATE TABLE IF NOT EXISTS together_probe (n integer PRIMARY KEY)`);
    const failed = connection.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO together_probe VALUES (1)`);
      const [seen] = await Promise.all([tx.execute(sql`SELECT count(*)::int AS n FROM together_probe`), tx.execute(sql`SELECT 1 / 0 AS n`)]);
      return seen;
    });
    await expect(failed).rejects.toThrow();
    const afterwards = await connection.db.execute(sql`SELECT count(*)::int AS n FROM together_probe`);
    expect(Number(numberOf(afterwards))).toBe(0);

    const kept = await connection.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO together_probe VALUES (2)`);
      return Promise.all([tx.execute(sql`SELECT count(*)::int AS n FROM together_probe`), tx.execute(sql`SELECT max(n) AS n FROM together_probe`)]);
    });
    expect(kept.map(numberOf).map(Number)).toEqual([1, 2]);
  });
});

describe.skipIf(process.env.DATABASE_URL)('an embedded database started from another one', () => {
  it('holds what the other held when it was dumped, and nothing the other wrote later', async () => {
    const original = await createDatabase({ dataDir: 'memory://' });
    try {
      await original.db.execute(sql`CREATE TABLE visits (n integer)`);
      await original.db.execute(sql`INSERT INTO visits VALUES (1), (2)`);
      const contents = await dumpEmbeddedDatabase(original);
      await original.db.execute(sql`INSERT INTO visits VALUES (3)`);
      const copy = await createDatabase({ dataDir: 'memory://', initialContents: contents });
      try {
        expect(numberOf(await copy.db.execute(sql`SELECT sum(n) AS n FROM visits`))).toBe(3);
      } finally {
        await copy.close();
      }
    } finally {
      await original.close();
    }
  });

  it('is only ever one in memory: a directory on disk keeps its own contents', async () => {
    await expect(createDatabase({ dataDir: '/tmp/never-opened', initialContents: new Blob([]) })).rejects.toThrow('memory://');
  });
});
