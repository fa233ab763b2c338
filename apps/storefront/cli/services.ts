import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mailCatcherCommand, mailCatcherHealthUrl, mailInboxUrl, MAIL_CATCHER_HOST } from './mail-catcher.ts';
import { answers, spawnManaged, statusAt, waitUntilAnswering, type ManagedProcess } from './processes.ts';
import type { Workspace } from './storefront-command.ts';

/** Where the services behind a storefront listen on this machine. */
export interface ServicePorts {
  readonly api: number;
  readonly psp: number;
  readonly mailSmtp: number;
  readonly mailWeb: number;
  /** The storefront's own port: the origin payment pages and e-mails link back to. */
  readonly storefront: number;
}

/**
 * The embedded database the API opens unless DATABASE_URL names a server. Given by the caller, which has @shop/db: the
 * storefront package does not depend on it, so changes to the database package leave every brand's build cache alone.
 */
export interface EmbeddedDatabase {
  /** Absolute, as @shop/db's `resolvePgliteDataDir` makes it, so the API and `inUse` name the same directory. */
  readonly dataDir: string;
  /** Whether `dataDir` names a database in memory (`memory://…`, @shop/db's `isInMemoryDataDir`), not a directory. */
  readonly inMemory: boolean;
  /** Whether a running process holds the directory (@shop/db's `liveDataDirOwner`): a twin command still seeding it. */
  readonly inUse: () => boolean;
}

export interface LocalServicesSettings {
  readonly ports: ServicePorts;
  readonly embeddedDatabase: EmbeddedDatabase;
}

/** The sandbox payment service's local credentials (the same defaults the API and the service use). */
export const SANDBOX_PSP_API_KEY = 'sandbox_key';
export const SANDBOX_PSP_WEBHOOK_SECRET = 'sandbox_webhook_secret';

export interface LocalServices {
  readonly apiUrl: string;
  readonly pspUrl: string;
  /** The mail catcher's inbox in a browser; null when SMTP_URL points elsewhere. */
  readonly mailInboxUrl: string | null;
  /** The processes this command started (services already running are reused and left alone). */
  readonly started: readonly ManagedProcess[];
}

const START_TIMEOUT_MS = 300_000;

/**
 * Where the sandbox payment service keeps its payments: beside the embedded database they belong to, so a database
 * moved elsewhere (PGLITE_DATA_DIR) or started afresh does not meet another database's payments; in memory with an
 * in-memory database (null); in the workspace's `.data/` with a database server.
 */
export function paymentStateFile(rootDir: string, database: Pick<EmbeddedDatabase, 'dataDir' | 'inMemory'> & { readonly server: boolean }): string | null {
  if (database.server) return path.join(rootDir, '.data', 'psp', 'state.json');
  if (database.inMemory) return null;
  return `${database.dataDir}.psp.json`;
}

export interface EnsureOptions {
  /** How long the started process may take to answer. */
  readonly timeoutMs?: number;
  /**
   * After the started process stopped without answering, how long to keep watching for another instance of the
   * service (another `npm start` side by side) to come up at the same address.
   */
  readonly graceMs?: number;
  /** While this says so, another instance is on its way up (e.g. it holds the database): keep waiting, up to the timeout. */
  readonly anotherStarting?: () => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reuses a service that already answers at `healthUrl`, else starts it and waits until it does. Two commands
 * started side by side both find nothing running and both start the service; the second copy fails (the port or
 * the embedded database is taken). So when the process started here stops, early or later, while another instance
 * answers at the same address, that instance is used instead of failing.
 */
export async function ensure(name: string, healthUrl: string, start: () => ManagedProcess, options: EnsureOptions = {}): Promise<ManagedProcess | null> {
  const { timeoutMs = 60_000, graceMs = 10_000, anotherStarting = () => false } = options;
  const origin = new URL(healthUrl).origin;
  const reuse = () => console.log(`Using the ${name} already running at ${origin}`);
  const found = await statusAt(healthUrl);
  if (found !== null && found >= 200 && found < 300) {
    reuse();
    return null;
  }
  // Something else holds the port: starting the service there would fail, and using it would be worse.
  if (found !== null) throw new Error(`${healthUrl} answered ${found}: what holds that port is not a working ${name}; stop it, or choose another port`);
  const deadline = Date.now() + timeoutMs;
  const process = start();
  if (await waitUntilAnswering(healthUrl, process.exited, timeoutMs)) return handOverOnExit(process, healthUrl, reuse);

  let stoppedAt: number | null = null;
  void process.exited.then(() => (stoppedAt ??= Date.now()));
  await sleep(0);
  if (stoppedAt !== null) {
    // It stopped before answering: perhaps because another instance has the port or the database.
    for (;;) {
      // Decided before asking: a twin that finishes starting in between is then still seen answering.
      const givingUp = Date.now() >= deadline || (Date.now() - stoppedAt >= graceMs && !anotherStarting());
      if (await answers(healthUrl)) {
        reuse();
        return null;
      }
      if (givingUp) break;
      await sleep(250);
    }
  }
  await process.stop();
  throw new Error(`The ${name} did not come up at ${origin}`);
}

/**
 * The process as the caller watches it: if it stops while the address still answers (its twin got the port first
 * and this copy gave up), the one that answers is used and this exit is not reported.
 */
function handOverOnExit(process: ManagedProcess, healthUrl: string, reuse: () => void): ManagedProcess {
  const exited = process.exited.then(async (code) => {
    if (!(await answers(healthUrl))) return code;
    reuse();
    return new Promise<number | string>(() => {});
  });
  return { name: process.name, pid: process.pid, exited, stop: (graceMs) => process.stop(graceMs) };
}

/**
 * Starts what a storefront needs behind it, each only if it is not already running: a local mail catcher (unless
 * SMTP_URL names a server), the sandbox payment service and the API, wired to each other. On failure everything
 * started so far is stopped again.
 */
export async function startLocalServices(
  ws: Workspace,
  { ports, embeddedDatabase }: LocalServicesSettings,
  env: NodeJS.ProcessEnv = process.env,
  /** Told of every process the moment it is spawned, so a Ctrl-C during start-up can stop it too. */
  track: (process: ManagedProcess) => void = () => {},
): Promise<LocalServices> {
  const started: ManagedProcess[] = [];
  const spawnTracked = (...args: Parameters<typeof spawnManaged>): ManagedProcess => {
    const process = spawnManaged(...args);
    track(process);
    return process;
  };
  const keep = (process: ManagedProcess | null) => {
    if (process) started.push(process);
  };
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const pspUrl = `http://127.0.0.1:${ports.psp}`;
  try {
    let smtpUrl = env.SMTP_URL;
    let inboxUrl: string | null = null;
    if (!smtpUrl) {
      const mailPorts = { smtp: ports.mailSmtp, web: ports.mailWeb };
      smtpUrl = `smtp://${MAIL_CATCHER_HOST}:${ports.mailSmtp}`;
      inboxUrl = mailInboxUrl(mailPorts);
      const mail = mailCatcherCommand(ws, mailPorts);
      keep(await ensure('mail catcher', mailCatcherHealthUrl(mailPorts), () => spawnTracked('mail', mail.command, mail.args, { cwd: ws.rootDir, env })));
    }
    const pspStateFile = env.PSP_DATA_FILE || paymentStateFile(ws.rootDir, { ...embeddedDatabase, server: Boolean(env.DATABASE_URL) });
    if (pspStateFile) mkdirSync(path.dirname(pspStateFile), { recursive: true });
    keep(
      await ensure('payment service', `${pspUrl}/healthz`, () =>
        // tsx as a loader: its CLI would run the service in a child process it SIGKILLs when slow to acknowledge a signal.
        spawnTracked('psp', globalThis.process.execPath, ['--import', 'tsx', path.join('apps', 'psp', 'src', 'main.ts')], {
          cwd: ws.rootDir,
          env: {
            ...env,
            PSP_PORT: String(ports.psp),
            PSP_HOST: '127.0.0.1',
            PSP_API_KEY: env.PSP_API_KEY ?? SANDBOX_PSP_API_KEY,
            PSP_WEBHOOK_SECRET: env.PSP_WEBHOOK_SECRET ?? SANDBOX_PSP_WEBHOOK_SECRET,
            PSP_WEBHOOK_URL: `${apiOrigin}/webhooks/psp`,
            ...(pspStateFile ? { PSP_DATA_FILE: pspStateFile } : {}),
          },
        }),
      ),
    );
    keep(
      await ensure(
        'API',
        `${apiOrigin}/healthz`,
        () =>
          spawnTracked('api', 'npm', ['run', 'start', '-w', '@shop/api'], {
            cwd: ws.rootDir,
            env: {
              ...env,
              PORT: String(ports.api),
              PGLITE_DATA_DIR: embeddedDatabase.dataDir,
              PSP_URL: pspUrl,
              PSP_API_KEY: env.PSP_API_KEY ?? SANDBOX_PSP_API_KEY,
              PSP_WEBHOOK_SECRET: env.PSP_WEBHOOK_SECRET ?? SANDBOX_PSP_WEBHOOK_SECRET,
              SMTP_URL: smtpUrl,
              STOREFRONT_ORIGIN: env.STOREFRONT_ORIGIN ?? `http://localhost:${ports.storefront}`,
              // The storefront on this machine passes each visitor's address on: per-visitor limits (new baskets,
              // card checks) count visitors, not the storefront. Only a connection from this machine is believed.
              TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
            },
          }),
        {
          // The first start of an empty embedded database migrates and seeds every store first.
          timeoutMs: START_TIMEOUT_MS,
          // A twin `npm start` whose API holds the embedded database is still migrating or seeding: wait for it.
          anotherStarting: () => !env.DATABASE_URL && embeddedDatabase.inUse(),
        },
      ),
    );
    return { apiUrl: `${apiOrigin}/graphql`, pspUrl, mailInboxUrl: inboxUrl, started };
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    throw error;
  }
}
