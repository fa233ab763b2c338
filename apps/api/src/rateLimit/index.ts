import { createRateLimiter, type RateLimiter } from './limiter.ts';
import { DEFAULT_RATE_LIMIT_POLICIES, type RateLimitName, type RateLimitPolicies } from './policies.ts';
import type { RateLimitStore } from './store.ts';

/** One limiter per named policy, all on one store. */
export type RateLimits = { readonly [Name in RateLimitName]: RateLimiter };

export function createRateLimits(store: RateLimitStore, policies: RateLimitPolicies = DEFAULT_RATE_LIMIT_POLICIES): RateLimits {
  const limiters = Object.fromEntries(Object.entries(policies).map(([name, policy]) => [name, createRateLimiter(store, name, policy)]));
  return Object.freeze(limiters) as RateLimits;
}

export { clientKey } from './clientKey.ts';
export { createRateLimiter, type RateLimitDecision, type RateLimiter } from './limiter.ts';
export { DEFAULT_RATE_LIMIT_POLICIES, type RateLimitName, type RateLimitPolicies, type RateLimitPolicy } from './policies.ts';
export { connectRedisStore, openRateLimitStore, RateLimitStoreUnavailableError, type OpenRateLimitStore, type RateLimitStore } from './store.ts';
export { RATE_LIMIT_COUNTER_PURGE, rateLimitJobs, scheduleRateLimitCounterPurge } from './jobs.ts';
