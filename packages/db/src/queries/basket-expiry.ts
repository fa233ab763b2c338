import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { orders } from '../schema.ts';

export interface ExpiredCartsBatch {
  /** Open guest carts whose last change is older than this many days. */
  readonly idleDays: number;
  /** At most this many carts go per statement, so one sweep never holds a long transaction. */
  readonly limit: number;
}

/**
 * Deletes up to `limit` guest carts untouched for `idleDays` (their shipments, packages and items go with them through
 * the foreign keys' ON DELETE CASCADE) and returns how many went. Only open carts qualify: never a placed order,
 * whatever its status. Carts being changed right now are skipped (SKIP LOCKED); their change touches them anyway.
 * An account's basket is never deleted here.
 */
export async function deleteExpiredCarts(db: ShopExecutor, batch: ExpiredCartsBatch): Promise<number> {
  const expired = and(
    isNull(orders.placedAt),
    // An account's basket stays until its owner changes it or deletes the account.
    isNull(orders.accountId),
    eq(orders.status, 'PENDING'),
    lt(orders.updatedAt, sql`now() - make_interval(days => ${batch.idleDays})`),
  );
  const doomed = db
    .select({ id: orders.id })
    .from(orders)
    .where(expired)
    .orderBy(asc(orders.updatedAt))
    .limit(batch.limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(orders)
    .where(and(inArray(orders.id, doomed), expired))
    .returning({ id: orders.id });
  return deleted.length;
}
