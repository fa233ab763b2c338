import { randomBytes } from 'node:crypto';
import type { DatabaseConnection } from '@shop/db';
import { purgeExpiredRateLimitCounters } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlClientFor, type SqlClient } from '../__fixtures__/sql.ts';
import { clientKey, connectRedisStore, createRateLimiter, RateLimitStoreUnavailableError, type OpenRateLimitStore, type RateLimitStore } from './index.ts';

const HOUR = { limit: 3, windowSeconds: 3600 };
const uniqueName = () => `test-${randomBytes(4).toString('hex')}`;
const silent = { log() {}, error() {} };

/** What every store must do; `store()` is called once the suite's store is open. */
function behavesAsALimit(store: () => RateLimitStore) {
  it('allows `limit` attempts per key in a window and refuses the next one, saying when to come back', async () => {
    const limiter = createRateLimiter(store(), uniqueName(), HOUR);
    const decisions = [];
    for (let attempt = 0; attempt < 4; attempt += 1) decisions.push(await limiter.consume('203.0.113.7'));
    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    const refused = decisions[3]!;
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
  });

  it('counts keys and limits apart', async () => {
    const name = uniqueName();
    const limiter = createRateLimiter(store(), name, { limit: 1, windowSeconds: 3600 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect((await limiter.consume('b')).allowed).toBe(true);
    expect((await createRateLimiter(store(), uniqueName(), { limit: 1, windowSeconds: 3600 }).consume('a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter(store(), uniqueName(), { limit: 1, windowSeconds: 3600 });
    await limiter.consume('pin-card-1');
    expect((await limiter.consume('pin-card-1')).allowed).toBe(false);
    await limiter.reset('pin-card-1');
    expect((await limiter.consume('pin-card-1')).allowed).toBe(true);
  });

  it('lets exactly `limit` of many concurrent attempts through', async () => {
    const limiter = createRateLimiter(store(), uniqueName(), { limit: 5, windowSeconds: 3600 });
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('198.51.100.1')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
}

describe('memory store', () => {
  behavesAsALimit(() => ({ kind: 'memory' }));
});

describe(`database store (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let connection: DatabaseConnection;
  let sql: SqlClient;
  beforeAll(async () => {
    connection = await createTestDatabase();
    sql = sqlClientFor(connection);
  }, 60_000);
  afterAll(() => connection?.close());

  behavesAsALimit(() => ({ kind: 'database', db: connection.db }));

  it('keeps its counts in the database, so a new limiter (an API restarted) goes on counting', async () => {
    const name = uniqueName();
    const before = createRateLimiter({ kind: 'database', db: connection.db }, name, HOUR);
    for (let attempt = 0; attempt < 3; attempt += 1) await before.consume('192.0.2.10');
    const after = createRateLimiter({ kind: 'database', db: connection.db }, name, HOUR);
    expect((await after.consume('192.0.2.10')).allowed).toBe(false);
  });

  it('starts a key again once its window has ended, and the purge removes only ended windows', async () => {
    const name = uniqueName();
    const limiter = createRateLimiter({ kind: 'database', db: connection.db }, name, { limit: 1, windowSeconds: 3600 });
    await limiter.consume('ended');
    await limiter.consume('running');
    await sql.query(`UPDATE rate_limit_counters SET expire = now() - interval '1 second' WHERE key = $1`, [`rl:${name}:ended`]);
    expect(await limiter.consume('ended')).toEqual({ allowed: true, remaining: 0 });

    await sql.query(`UPDATE rate_limit_counters SET expire = now() - interval '1 second' WHERE key = $1`, [`rl:${name}:ended`]);
    expect(await purgeExpiredRateLimitCounters(connection.db)).toBeGreaterThanOrEqual(1);
    const keys = (await sql.query<{ key: string }>(`SELECT key FROM rate_limit_counters WHERE key LIKE $1`, [`rl:${name}:%`])).map((row) => row.key);
    expect(keys).toEqual([`rl:${name}:running`]);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisReachable)(`Redis store (${redisUrl})`, () => {
  let opened: OpenRateLimitStore;
  beforeAll(async () => {
    opened = await connectRedisStore(redisUrl, silent);
  });
  afterAll(async () => {
    if (opened?.store.kind === 'redis') {
      const keys = await opened.store.redis.keys('rl:test-*');
      if (keys.length > 0) await opened.store.redis.del(...keys);
    }
    await opened?.close();
  });

  behavesAsALimit(() => opened.store);

  it('keeps its counts in Redis, so another connection (an API restarted) goes on counting', async () => {
    const name = uniqueName();
    for (let attempt = 0; attempt < 3; attempt += 1) await createRateLimiter(opened.store, name, HOUR).consume('192.0.2.20');
    const reopened = await connectRedisStore(redisUrl, silent);
    try {
      expect((await createRateLimiter(reopened.store, name, HOUR).consume('192.0.2.20')).allowed).toBe(false);
    } finally {
      await reopened.close();
    }
  });
});

describe.skipIf(!redisReachable)('Redis store during an outage', () => {
  it('counts in this process\'s memory while Redis is away, with the same limit', async () => {
    const outage = await connectRedisStore(redisUrl, silent);
    if (outage.store.kind !== 'redis') throw new Error('expected the Redis store');
    outage.store.redis.disconnect();
    const limiter = createRateLimiter(outage.store, uniqueName(), { limit: 1, windowSeconds: 3600 });
    expect((await limiter.consume('192.0.2.30')).allowed).toBe(true);
    expect((await limiter.consume('192.0.2.30')).allowed).toBe(false);
    await outage.close();
  });
});

describe('connectRedisStore', () => {
  it('fails at start with one line, password masked, when Redis does not answer', async () => {
    const opening = connectRedisStore('redis://:hunter2@127.0.0.1:1', silent);
    await expect(opening).rejects.toBeInstanceOf(RateLimitStoreUnavailableError);
    const error = (await opening.catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/^Cannot reach Redis at REDIS_URL "redis:\/\/:\*\*\*@127\.0\.0\.1:1": /);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('\n');
  });
});

describe('clientKey', () => {
  it('counts an IPv4 address by itself and an IPv6 address by its /64 network', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
