import { loadAllBrands } from '@shop/brand-config/node';
import { DatabaseDirectoryInUseError, createDatabase, migrate, seed } from '@shop/db';
import { InvalidEnvironmentError, loadConfig, maskValue, paymentEnv, type ApiConfig } from './config/env.ts';
import { fulfilmentJobs } from './fulfilment/index.ts';
import { createApiServer } from './http/server.ts';
import { createJobWorker, type JobRegistry } from './jobs/index.ts';
import { createMailer } from './mail/index.ts';
import { paymentProviderFromEnv } from './payments/fromEnv.ts';
import { paymentJobs } from './payments/jobs.ts';
import { tenantFromBrandConfig } from './tenancy/fromBrandConfig.ts';

/** Problems the operator fixes (settings, a database in use): their lines, no stack trace, exit code 1. */
function failStartup(lines: readonly string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

/** Startup errors whose message already says what to do. */
function operatorProblem(error: unknown, config: ApiConfig): string | null {
  if (!(error instanceof Error)) return null;
  if (error instanceof DatabaseDirectoryInUseError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (config.database.kind === 'postgres' && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === '28P01' || code === '3D000')) {
    return `Cannot open the database at DATABASE_URL ${maskValue(config.database.url)}: ${error.message.split('\n')[0]}`;
  }
  return null;
}

let config: ApiConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof InvalidEnvironmentError) failStartup(error.problems);
  throw error;
}

// Ctrl-C while the database opens, migrates or seeds: exit normally, so the embedded database's lock goes too.
const exitDuringStartup = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);
process.once('SIGINT', exitDuringStartup);
process.once('SIGTERM', exitDuringStartup);

const brands = loadAllBrands().map(tenantFromBrandConfig);
const database = await (async () => {
  try {
    const connection = await createDatabase(config.database.kind === 'postgres' ? { url: config.database.url } : { dataDir: config.database.dataDir });
    try {
      await migrate(connection);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return connection;
  } catch (error) {
    const line = operatorProblem(error, config);
    if (line) failStartup([line]);
    throw error;
  }
})();
const report = await seed(database.db);
console.log(`database: ${database.kind}; seeded ${report.seeded.length} stores, ${report.unchanged.length} unchanged`);

const mailer = createMailer({ smtpUrl: config.smtpUrl });
console.log(mailer.enabled ? 'mail: SMTP' : 'mail: off (SMTP_URL is not set); e-mail jobs wait and retry until it is');
const paymentProvider = paymentProviderFromEnv(paymentEnv(config));
const registry = {
  ...fulfilmentJobs({ mailer, brands, publicOrigin: config.storefrontOrigin }),
  ...paymentJobs(paymentProvider),
} satisfies JobRegistry;
const worker = createJobWorker({ db: database.db, registry });

const api = createApiServer({
  database,
  brands,
  paymentProvider,
  production: config.production,
  trustProxy: config.trustProxy,
  onJobsQueued: () => worker.wake(),
});
const { url } = await api.listen(config.port, config.host);
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
  // Closing the database also releases the embedded database directory's lock.
  await database.close();
  process.exit(0);
}
process.off('SIGINT', exitDuringStartup);
process.off('SIGTERM', exitDuringStartup);
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
