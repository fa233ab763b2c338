import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from './client.ts';
import { readsTogether } from './reads-together.ts';
import { createTestDatabase } from './testing.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(async () => {
  await connection.close();
});

/** A read that records when it starts and ends, and takes a few milliseconds. */
function loggedRead(log: string[], name: string) {
  return async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`end ${name}`);
    return name;
  };
}

describe('readsTogether', () => {
  it('starts the reads side by side on the database', async () => {
    const log: string[] = [];
    expect(await readsTogether(connection.db, [loggedRead(log, 'a'), loggedRead(log, 'b')])).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs them one after another in a transaction, in their order', async () => {
    const log: string[] = [];
    const results = await connection.db.transaction((tx) => readsTogether(tx, [loggedRead(log, 'a'), loggedRead(log, 'b')]));
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('never hands a transaction\'s connection a query while it runs another', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const answers = await connection.db.transaction((tx) =>
        readsTogether(tx, [
          () => tx.execute(sql`SELECT pg_sleep(0.02), 1 AS n`),
          () => tx.execute(sql`SELECT 2 AS n`),
          () => tx.execute(sql`SELECT 3 AS n`),
        ]),
      );
      expect(answers.map((answer) => (answer as { rows: { n: number }[] }).rows[0]?.n)).toEqual([1, 2, 3]);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    // node-postgres warns (and from pg 9 refuses) when a client is handed a query while it runs one and another waits.
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
