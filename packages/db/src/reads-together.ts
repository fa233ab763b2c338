import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ShopExecutor } from './client.ts';

/** One read to run, not yet started (a query builder runs when it is awaited). */
export type Read<T> = () => PromiseLike<T>;

/**
 * Independent reads: side by side on the database, where a Postgres pool gives each its own connection, and one after
 * another in a transaction, whose single connection would be handed a query while it runs another (node-postgres
 * queues it today, deprecated, and refuses it from pg 9; embedded PGlite runs one statement at a time either way).
 */
export async function readsTogether<T extends readonly unknown[] | []>(executor: ShopExecutor, reads: { readonly [K in keyof T]: Read<T[K]> }): Promise<T> {
  const each: readonly Read<unknown>[] = reads;
  if (!(executor instanceof PgTransaction)) return (await Promise.all(each.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of each) results.push(await read());
  return results as unknown as T;
}
