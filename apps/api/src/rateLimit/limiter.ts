import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { databaseLimiter } from './databaseLimiter.ts';
import type { RateLimitPolicy } from './policies.ts';
import type { RateLimitStore } from './store.ts';

export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one attempt for `key` and says whether it is within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Forgets the key's attempts (say, after a correct PIN). */
  reset(key: string): Promise<void>;
}

/** rate-limiter-flexible's Redis or memory limiter behind our interface. */
function libraryLimiter(store: Exclude<RateLimitStore, { kind: 'database' }>, keyPrefix: string, policy: RateLimitPolicy) {
  const options = { keyPrefix, points: policy.limit, duration: policy.windowSeconds };
  const limiter =
    store.kind === 'redis'
      ? // While Redis is unreachable the same limit is counted in this process's memory.
        new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
  return {
    async consume(key: string): Promise<RateLimitDecision> {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        // The library rejects with its result when the limit is reached, with an Error when the store failed.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

/** A named limit over a store; the name prefixes the keys (`rl:<name>:<key>`), so limits sharing a store never mix. */
export function createRateLimiter(store: RateLimitStore, name: string, policy: RateLimitPolicy): RateLimiter {
  const keyPrefix = `rl:${name}`;
  const core = store.kind === 'database' ? databaseLimiter(store.db, keyPrefix, policy) : libraryLimiter(store, keyPrefix, policy);
  return { policy, ...core };
}
