import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { rateLimitCounters } from '../schema.ts';

/** A counter as the rate limiter reads it; times come from the database's clock, shared by every API process. */
export interface RateLimitCounter {
  readonly points: number;
  /** Until the window ends; -1 when it never does. */
  readonly msBeforeNext: number;
}

export interface RateLimitCounterChange {
  readonly key: string;
  readonly points: number;
  /** Length of a new window; 0 for a counter that never expires. */
  readonly windowMs: number;
  /** Sets the counter to `points` with a new window (blocking a key) instead of adding to it. */
  readonly replace?: boolean;
}

const msBeforeNext = sql<number>`CASE WHEN ${rateLimitCounters.expire} IS NULL THEN -1
  ELSE GREATEST(0, CEIL(EXTRACT(EPOCH FROM ${rateLimitCounters.expire} - now()) * 1000)) END::float8`;

/**
 * Adds `points` to the key's counter in one atomic statement (INSERT … ON CONFLICT DO UPDATE), so concurrent
 * requests each see the count including their own; a counter whose window has ended starts again from `points`.
 */
export async function addRateLimitPoints(db: ShopExecutor, change: RateLimitCounterChange): Promise<RateLimitCounter> {
  const newExpire = change.windowMs > 0 ? sql`now() + make_interval(secs => ${change.windowMs / 1000}::float8)` : sql`NULL`;
  const ended = sql`${rateLimitCounters.expire} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: change.key, points: change.points, expire: newExpire })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: change.replace
        ? { points: change.points, expire: newExpire }
        : {
            points: sql`CASE WHEN ${ended} THEN ${change.points}::integer ELSE ${rateLimitCounters.points} + ${change.points}::integer END`,
            expire: sql`CASE WHEN ${ended} THEN ${newExpire} ELSE ${rateLimitCounters.expire} END`,
          },
    })
    .returning({ points: rateLimitCounters.points, msBeforeNext });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The key's counter while its window lasts, else null. */
export async function findRateLimitCounter(db: ShopExecutor, key: string): Promise<RateLimitCounter | null> {
  const [row] = await db
    .select({ points: rateLimitCounters.points, msBeforeNext })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), or(isNull(rateLimitCounters.expire), gt(rateLimitCounters.expire, sql`now()`))));
  return row ?? null;
}

/** Forgets the key's counter; false when there was none. */
export async function deleteRateLimitCounter(db: ShopExecutor, key: string): Promise<boolean> {
  const deleted = await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key)).returning({ key: rateLimitCounters.key });
  return deleted.length > 0;
}

/** Removes counters whose window has ended (an ended window counts from zero anyway); returns how many went. */
export async function purgeExpiredRateLimitCounters(db: ShopExecutor): Promise<number> {
  const purged = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expire, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return purged.length;
}
