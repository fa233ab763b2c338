import { freePort } from '@shop/env/free-port';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { distDirFor } from '../build/dist-dir.ts';
import { mailCatcherCommand, mailCatcherHealthUrl, mailCatcherOrigin } from './mail-catcher.ts';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from './processes.ts';
import { buildBrand, isBuilt, productionServer, storefrontDir, type BuildOptions, type Workspace } from './storefront-command.ts';
import { SANDBOX_PSP_API_KEY, SANDBOX_PSP_WEBHOOK_SECRET } from './services.ts';

export interface RunningServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly server: ManagedProcess;
}

/**
 * Starts one API on a free port against a fresh in-memory PGlite database (migrated and seeded on
 * start), so every run sees the same data whatever `DATABASE_URL` says. `env` adds settings (payment service, mail).
 */
export async function startApi(ws: Workspace, extraEnv: Readonly<Record<string, string>> = {}, port?: number): Promise<RunningServer & { readonly graphqlUrl: string }> {
  const apiPort = port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Every journey's baskets, gift card checks and identify steps come from 127.0.0.1: the per-address limits are
    // lifted, counted in this run's database (the per-card PIN lock stays as it is).
    RATE_LIMIT_STORE: 'database',
    BASKET_CREATION_LIMIT: '100000',
    GIFT_CARD_CHECK_LIMIT: '100000',
    ACCOUNT_LOOKUP_LIMIT: '100000',
    ...extraEnv,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
  };
  delete env.DATABASE_URL;
  // Run from its own package, as `npm start` does, so tsx compiles it with the API's tsconfig (JSX e-mail templates);
  // tsx as a loader, since its CLI SIGKILLs a child that is slow to acknowledge a relayed signal.
  const server = spawnManaged('api', process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: path.join(ws.rootDir, 'apps', 'api'),
    env,
  });
  const url = `http://127.0.0.1:${apiPort}`;
  if (!(await waitUntilAnswering(`${url}/healthz`, server.exited, 120_000))) {
    await server.stop();
    throw new Error(`The API did not answer on ${url}/healthz`);
  }
  return { url, graphqlUrl: `${url}/graphql`, server };
}

export interface CommerceStack {
  readonly graphqlUrl: string;
  /** The sandbox payment service (hosted pages, test helpers). */
  readonly pspUrl: string;
  /** The mail catcher's web and REST origin (`GET /api/email` lists the mails). */
  readonly mailUrl: string;
  readonly servers: readonly ManagedProcess[];
}

/**
 * A mail catcher, the sandbox payment service and an in-memory API on free ports, wired to each other: what browser
 * journeys and benchmarks buy against. Everything started is stopped again if a part fails to come up.
 */
export async function startCommerceStack(ws: Workspace): Promise<CommerceStack> {
  const [apiPort, pspPort, smtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const servers: ManagedProcess[] = [];
  const startAndWait = async (name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, healthUrl: string) => {
    const server = spawnManaged(name, command, args, { cwd: ws.rootDir, env });
    servers.push(server);
    if (!(await waitUntilAnswering(healthUrl, server.exited, 60_000))) throw new Error(`The ${name} did not answer on ${healthUrl}`);
  };
  const mailPorts = { smtp: smtpPort, web: mailWebPort };
  const mailUrl = mailCatcherOrigin(mailPorts);
  const pspUrl = `http://127.0.0.1:${pspPort}`;
  try {
    const mail = mailCatcherCommand(ws, mailPorts);
    await startAndWait('mail catcher', mail.command, mail.args, process.env, mailCatcherHealthUrl(mailPorts));
    await startAndWait(
      'payment service',
      process.execPath,
      ['--import', 'tsx', path.join('apps', 'psp', 'src', 'main.ts')],
      {
        ...process.env,
        PSP_PORT: String(pspPort),
        PSP_HOST: '127.0.0.1',
        PSP_API_KEY: SANDBOX_PSP_API_KEY,
        PSP_WEBHOOK_SECRET: SANDBOX_PSP_WEBHOOK_SECRET,
        PSP_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/webhooks/psp`,
        PSP_WEBHOOK_RETRY_BASE_MS: '500',
      },
      `${pspUrl}/healthz`,
    );
    const api = await startApi(
      ws,
      { PSP_URL: pspUrl, PSP_API_KEY: SANDBOX_PSP_API_KEY, PSP_WEBHOOK_SECRET: SANDBOX_PSP_WEBHOOK_SECRET, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      apiPort,
    );
    servers.push(api.server);
    return { graphqlUrl: api.graphqlUrl, pspUrl, mailUrl, servers };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
}

export interface StartStorefrontOptions extends BuildOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly forgetEarlierRenders?: boolean;
}

/**
 * Builds the brand through turbo (a cache hit when nothing changed, so nothing runs against a
 * stale build), then serves it with the production server (server/start.mjs) on a free port.
 */
export async function startBuiltStorefront(ws: Workspace, brand: string, options: StartStorefrontOptions = {}): Promise<RunningServer> {
  const { env = {}, forgetEarlierRenders = false, ...buildOptions } = options;
  const code = await buildBrand(ws, brand, buildOptions);
  if (code !== 0 || !isBuilt(ws, brand, buildOptions.distTag)) throw new Error(`Building ${brand} failed (exit ${code})`);
  return serveBuiltStorefront(ws, brand, { env, forgetEarlierRenders, ...(buildOptions.distTag ? { distTag: buildOptions.distTag } : {}) });
}

export interface ServeStorefrontOptions {
  readonly distTag?: string;
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Starts without the pages and API answers an earlier run cached (the journeys' and the smoke's API is a fresh
   * database each run: a page cached from the last one may show data this one no longer has).
   */
  readonly forgetEarlierRenders?: boolean;
}

/** Where `next start` keeps what it rendered and fetched at run time, in a build folder (none of it made by the build). */
const RUNTIME_CACHES = [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')] as const;

/** Serves a brand's existing build (`dist/<brand>[-<tag>]`) with the production server on a free port. */
export async function serveBuiltStorefront(ws: Workspace, brand: string, options: ServeStorefrontOptions = {}): Promise<RunningServer> {
  const { env = {}, distTag, forgetEarlierRenders = false } = options;
  if (!isBuilt(ws, brand, distTag)) throw new Error(`Storefront ${brand} is not built (apps/storefront/${distDirFor(brand, distTag)})`);
  const appDir = storefrontDir(ws);
  if (forgetEarlierRenders) {
    for (const cache of RUNTIME_CACHES) rmSync(path.join(appDir, distDirFor(brand, distTag), cache), { recursive: true, force: true });
  }
  const port = await freePort();
  const production = productionServer(ws, port);
  const server = spawnManaged(`storefront ${brand}`, production.command, production.args, {
    cwd: appDir,
    env: {
      ...process.env,
      ...env,
      BRAND: brand,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(distTag ? { STOREFRONT_DIST_TAG: distTag } : {}),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 60_000))) {
    await server.stop();
    throw new Error(`Storefront ${brand} (${distDirFor(brand, distTag)}) did not answer on ${url}`);
  }
  return { url, server };
}
