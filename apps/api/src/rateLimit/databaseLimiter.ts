import { addRateLimitPoints, deleteRateLimitCounter, type ShopDatabase } from '@shop/db';
import type { RateLimitDecision } from './limiter.ts';
import type { RateLimitPolicy } from './policies.ts';

/**
 * A limit counted in the shop's own database (`rate_limit_counters`), on embedded PGlite and on a Postgres server
 * alike: one atomic upsert per attempt, times from the database's clock, so every API process sharing the database
 * shares the counts. rate-limiter-flexible's Postgres store needs a `pg` pool (PGlite has none) and its drizzle
 * store imports a drizzle-orm of its own, which this workspace keeps inside `@shop/db`.
 */
export function databaseLimiter(db: ShopDatabase, keyPrefix: string, policy: RateLimitPolicy) {
  const keyOf = (key: string) => `${keyPrefix}:${key}`;
  return {
    async consume(key: string): Promise<RateLimitDecision> {
      const counter = await addRateLimitPoints(db, { key: keyOf(key), points: 1, windowMs: policy.windowSeconds * 1000 });
      if (counter.points <= policy.limit) return { allowed: true, remaining: policy.limit - counter.points };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counter.msBeforeNext / 1000)) };
    },
    async reset(key: string): Promise<void> {
      await deleteRateLimitCounter(db, keyOf(key));
    },
  };
}
