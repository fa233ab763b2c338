import { loadAllBrands } from '@shop/brand-config/node';
import { createDatabase, databaseOpenProblem, migrate, resolvePgliteDataDir, seed } from '@shop/db';
import { portFree } from '@shop/env/free-port';
import { InvalidEnvironmentError, loadConfig, paymentEnv, type ApiConfig } from './config/env.ts';
import { applicationJobs } from './applicationJobs.ts';
import { scheduleAccountTokenPurge } from './accounts/index.ts';
import { CLOSE_GRACE_MS, createApiServer } from './http/server.ts';
import { createJobWorker } from './jobs/index.ts';
import { createMailer } from './mail/index.ts';
import { paymentProviderFromEnv } from './payments/fromEnv.ts';
import { scheduleBasketExpiry } from './cart/basketExpiry.ts';
import { RateLimitStoreUnavailableError, createRateLimits, openRateLimitStore, scheduleRateLimitCounterPurge } from './rateLimit/index.ts';
import { tenantFromBrandConfig } from './tenancy/fromBrandConfig.ts';

/** Problems the operator fixes (settings, a database in use): their lines, no stack trace, exit code 1. */
function failStartup(lines: readonly string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
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

const portTaken = `Port ${config.port} on ${config.host} is already in use (another API, or another program): stop it, or choose another port with PORT.`;
// Found out before the database is opened, migrated and seeded, which takes a while; the listen below still answers
// for a program that takes the port meanwhile.
if (config.port !== 0 && !(await portFree(config.port, config.host))) failStartup([portTaken]);

const brands = loadAllBrands().map(tenantFromBrandConfig);
const database = await (async () => {
  try {
    const connection = await createDatabase(config.database.kind === 'postgres' ? { url: config.database.url } : { dataDir: config.database.dataDir, holder: 'the API' });
    try {
      await migrate(connection);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return connection;
  } catch (error) {
    const location = config.database.kind === 'postgres' ? config.database : { kind: 'pglite' as const, dataDir: resolvePgliteDataDir(config.database.dataDir) };
    const line = databaseOpenProblem(error, location);
    if (line) failStartup([line]);
    throw error;
  }
})();
const report = await seed(database.db);
console.log(`database: ${database.kind}; seeded ${report.seeded.length} stores, ${report.unchanged.length} unchanged`);

const mailer = createMailer({ smtpUrl: config.smtpUrl });
console.log(mailer.enabled ? 'mail: SMTP' : 'mail: off (SMTP_URL is not set); e-mail jobs wait and retry until it is');
console.log(`choice card activations: processed ${config.activationDelayMinutes === 0 ? 'at once' : `${config.activationDelayMinutes} min after the request`}`);
const paymentProvider = paymentProviderFromEnv(paymentEnv(config));
const rateLimitStore = await openRateLimitStore(config.rateLimits.store, database.db).catch((error: unknown) => {
  if (error instanceof RateLimitStoreUnavailableError) failStartup([error.message]);
  throw error;
});
const { basketCreation } = config.rateLimits.policies;
console.log(
  `rate limits: counted ${rateLimitStore.description}; ${basketCreation.limit} new baskets per client address per ${basketCreation.windowSeconds / 60} min; ` +
    `client address: ${
      config.trustedProxies.length > 0
        ? `X-Forwarded-For from the proxies TRUST_PROXY names (${config.trustedProxies.join(', ')})`
        : 'the connection (TRUST_PROXY is off)'
    }`,
);
const registry = applicationJobs({
  fulfilment: { mailer, brands, publicOrigin: config.storefrontOrigin },
  paymentProvider,
  basketTtlDays: config.basketTtlDays,
});
const worker = createJobWorker({ db: database.db, registry });
await scheduleBasketExpiry(database.db);
await scheduleRateLimitCounterPurge(database.db);
await scheduleAccountTokenPurge(database.db);

const api = createApiServer({
  database,
  brands,
  paymentProvider,
  production: config.production,
  trustedProxies: config.trustedProxies,
  onJobsQueued: () => worker.wake(),
  rateLimits: createRateLimits(rateLimitStore.store, config.rateLimits.policies),
  activation: { delayMinutes: config.activationDelayMinutes },
});
const { url } = await api.listen(config.port, config.host).catch(async (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  await database.close();
  failStartup([portTaken]);
});
console.log(`API listening on ${url}/graphql (${brands.length} stores)`);
worker.start();

/** Beyond the grace period: handlers whose connections were cut get this long to return before the process gives up. */
const SHUTDOWN_MARGIN_MS = 5_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests and jobs in progress, then closing the database`);
  setTimeout(() => {
    console.error(`${signal}: requests or jobs still running ${(CLOSE_GRACE_MS + SHUTDOWN_MARGIN_MS) / 1000} s after the signal; exiting without closing the database`);
    process.exit(1);
  }, CLOSE_GRACE_MS + SHUTDOWN_MARGIN_MS).unref();
  // New connections are refused at once and no new job is claimed; what is in progress finishes and records its
  // outcome before the database goes away.
  const [http, jobs] = await Promise.all([api.close(CLOSE_GRACE_MS), worker.stop(CLOSE_GRACE_MS)]);
  if (http.cutConnections) console.error(`${signal}: requests still running after ${CLOSE_GRACE_MS / 1000} s had their connections closed`);
  if (jobs.unfinishedJobs > 0) console.error(`${signal}: ${jobs.unfinishedJobs} job(s) still running; they run again once their claim expires`);
  mailer.close();
  await rateLimitStore.close();
  // Closing the database also releases the embedded database directory's lock.
  await database.close();
  console.log(`${signal}: stopped`);
  process.exit(0);
}
process.off('SIGINT', exitDuringStartup);
process.off('SIGTERM', exitDuringStartup);
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
