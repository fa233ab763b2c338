import { loadAllBrands } from '@shop/brand-config/node';
import { createDatabase, migrate, seed } from '@shop/db';
import { createApiServer } from './http/server.ts';
import { tenantFromBrandConfig } from './tenancy/fromBrandConfig.ts';

const DEFAULT_PORT = 4000;

function portFromEnv(): number {
  const raw = process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got '${raw}'`);
  return port;
}

const port = portFromEnv();
const brands = loadAllBrands().map(tenantFromBrandConfig);
const database = await createDatabase();
await migrate(database);
const report = await seed(database.db);
console.log(`database: ${database.kind}; seeded ${report.seeded.length} stores, ${report.unchanged.length} unchanged`);

const api = createApiServer({ database, brands });
const { url } = await api.listen(port, process.env.HOST ?? '127.0.0.1');
console.log(`API listening on ${url}/graphql (${brands.length} stores)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await api.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
