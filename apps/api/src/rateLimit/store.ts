import type { ShopDatabase } from '@shop/db';
import { Redis } from 'ioredis';
import { maskValue } from '@shop/env';
import type { RateLimitStoreSetting } from '../config/env.ts';

/** Where counters live. Redis and the database keep them across restarts and share them between API processes. */
export type RateLimitStore =
  | { readonly kind: 'redis'; readonly redis: Redis }
  | { readonly kind: 'database'; readonly db: ShopDatabase }
  | { readonly kind: 'memory' };

export interface OpenRateLimitStore {
  readonly store: RateLimitStore;
  /** One line for the startup log. */
  readonly description: string;
  close(): Promise<void>;
}

export class RateLimitStoreUnavailableError extends Error {
  override readonly name = 'RateLimitStoreUnavailableError';
}

type Logger = Pick<Console, 'log' | 'error'>;

/** Opens the configured store (the database one is the API's own connection). */
export function openRateLimitStore(setting: RateLimitStoreSetting, db: ShopDatabase, logger: Logger = console): Promise<OpenRateLimitStore> {
  switch (setting.kind) {
    case 'memory':
      return Promise.resolve({ store: { kind: 'memory' }, description: 'in this process only (RATE_LIMIT_STORE=memory)', close: async () => {} });
    case 'database':
      return Promise.resolve({ store: { kind: 'database', db }, description: 'in the database', close: async () => {} });
    case 'redis':
      return connectRedisStore(setting.url, logger);
  }
}

/**
 * Connects to Redis, which must answer now (a wrong REDIS_URL fails at start, not at the first basket); a later
 * outage is logged once and counted in this process's memory until Redis is back.
 */
export async function connectRedisStore(url: string, logger: Logger = console): Promise<OpenRateLimitStore> {
  // No offline queue: while Redis is away a command fails at once and the limiter counts in memory instead.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let outage = false;
  redis.on('error', (error: Error) => {
    if (outage) return;
    outage = true;
    logger.error(`rate limits: Redis unavailable (${error.message}); counting in this process's memory until it is back`);
  });
  redis.on('ready', () => {
    if (outage) logger.log('rate limits: Redis is back');
    outage = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RateLimitStoreUnavailableError(`Cannot reach Redis at REDIS_URL ${maskValue(url)}: ${reason}`, { cause: error });
  }
  return {
    store: { kind: 'redis', redis },
    description: 'in Redis',
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
