import { loadAllBrands } from '@shop/brand-config/node';
import { createDatabase, migrate, seed } from '@shop/db';
import { fulfilmentJobs } from './fulfilment/index.ts';
import { createApiServer } from './http/server.ts';
import { createJobWorker, type JobRegistry } from './jobs/index.ts';
import { createMailer } from './mail/index.ts';
import { paymentProviderFromEnv } from './payments/fromEnv.ts';
import { paymentJobs } from './payments/jobs.ts';
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

const mailer = createMailer({ smtpUrl: process.env.SMTP_URL });
console.log(mailer.enabled ? 'mail: SMTP' : 'mail: off (SMTP_URL is not set); e-mail jobs wait and retry until it is');
const paymentProvider = paymentProviderFromEnv();
const registry = {
  ...fulfilmentJobs({ mailer, brands, publicOrigin: process.env.STOREFRONT_ORIGIN }),
  ...paymentJobs(paymentProvider),
} satisfies JobRegistry;
const worker = createJobWorker({ db: database.db, registry });

const api = createApiServer({ database, brands, paymentProvider, onJobsQueued: () => worker.wake() });
const { url } = await api.listen(port, process.env.HOST ?? '127.0.0.1');
console.log(`API listening on ${url}/graphql (${brands.length} stores)`);
worker.start();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await api.close();
  // Handlers in flight finish (and record their outcome) before the database goes away.
  await worker.stop();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
