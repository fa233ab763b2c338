/**
 * One API process for the benchmark: a fresh database (in-memory PGlite, or a throwaway
 * database on the server named by DATABASE_URL), seeded with GCSIE and GCSNL. Prints
 * `{"url": …}` once listening and `{"cpuMicros": …}` (its CPU time so far) for every `cpu` line
 * on stdin; SIGTERM stops it and drops the database.
 */
import { createInterface } from 'node:readline';
import { loadBrand } from '@shop/brand-config/node';
import { seed, seedStoreFromBrand } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { createApiServer } from '../src/http/server.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../src/rateLimit/index.ts';
import { tenantFromBrandConfig } from '../src/tenancy/fromBrandConfig.ts';

const configs = [loadBrand('GCSIE'), loadBrand('GCSNL')];
const database = await createTestDatabase();
await seed(database.db, { stores: configs.map(seedStoreFromBrand) });
// Every request comes from 127.0.0.1: the per-address basket limit is lifted, still counted in the database as in production.
const rateLimits = createRateLimits({ kind: 'database', db: database.db }, { ...DEFAULT_RATE_LIMIT_POLICIES, basketCreation: { limit: 1_000_000, windowSeconds: 3600 } });
const api = createApiServer({ database, brands: configs.map(tenantFromBrandConfig), production: true, benchRoutes: true, rateLimits });
const { url } = await api.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url, kind: database.kind })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ cpuMicros: user + system })}\n`);
});

process.on('SIGTERM', () => {
  void api
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
