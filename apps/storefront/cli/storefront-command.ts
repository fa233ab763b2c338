import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDirFor } from '../build/dist-dir.ts';
import { buildAll } from './build-all.ts';
import type { StorefrontOptions } from './args.ts';
import { holdPort, runToCompletion, spawnManaged, waitUntilAnswering, type ManagedProcess } from './processes.ts';
import { mailCatcherPortProblem } from './mail-catcher.ts';
import { startLocalServices, type EmbeddedDatabase, type LocalServices } from './services.ts';

export interface Workspace {
  /** The monorepo root (where package.json with the workspaces lives). */
  readonly rootDir: string;
}

const STOREFRONT_PACKAGE = '@shop/storefront';
/**
 * How long a stopped service has before it is killed: longer than the API takes at most to finish its requests and
 * jobs and close its database (its own limit is 15 s), so Ctrl-C never cuts the embedded database off mid-write.
 */
const SERVICE_STOP_GRACE_MS = 20_000;

export function storefrontDir(ws: Workspace): string {
  return path.join(ws.rootDir, 'apps', 'storefront');
}

function bin(ws: Workspace, name: string): string {
  return path.join(ws.rootDir, 'node_modules', '.bin', name);
}

/**
 * The production server on `port`: Next's request handler behind the shared page cache (server/start.mjs), which
 * answers cached catalogue pages from memory as a CDN in front of the shop would.
 */
export function productionServer(ws: Workspace, port: number): { readonly command: string; readonly args: readonly string[] } {
  return { command: process.execPath, args: [path.join(storefrontDir(ws), 'server', 'start.mjs'), '--port', String(port)] };
}

/** True once `next build` has finished for this brand (BUILD_ID is written last). */
export function isBuilt(ws: Workspace, brand: string, distTag?: string): boolean {
  return existsSync(path.join(storefrontDir(ws), distDirFor(brand, distTag), 'BUILD_ID'));
}

export interface BuildOptions {
  /** Builds into `dist/<brand>-<tag>` (STOREFRONT_DIST_TAG) so it never touches the brand's usual build. */
  readonly distTag?: string;
  /** Builds even when turbo has the result cached (and never restores cached files). */
  readonly force?: boolean;
}

/** Builds one brand through turbo; BRAND is part of the task's env so each brand has its own cache entry. */
export function buildBrand(ws: Workspace, brand: string, options: BuildOptions = {}): Promise<number> {
  const { distTag, force = false } = options;
  console.log(`Building storefront ${brand} into apps/storefront/${distDirFor(brand, distTag)}`);
  return runToCompletion(bin(ws, 'turbo'), ['run', 'build', `--filter=${STOREFRONT_PACKAGE}`, ...(force ? ['--force'] : [])], {
    cwd: ws.rootDir,
    env: { ...process.env, BRAND: brand, NEXT_TELEMETRY_DISABLED: '1', ...(distTag ? { STOREFRONT_DIST_TAG: distTag } : {}) },
  });
}

export interface ServeOptions extends StorefrontOptions {
  readonly embeddedDatabase: EmbeddedDatabase;
}

/**
 * `start` and `dev`: run the API (unless one already answers on the API port) and the storefront
 * for one brand, print the URLs once both answer, and stop both on Ctrl-C or SIGTERM.
 * Resolves with the exit code the CLI should end with.
 */
export async function serveBrand(ws: Workspace, options: ServeOptions): Promise<number> {
  const { brand, port, apiPort, pspPort, mailSmtpPort, mailWebPort, embeddedDatabase, command } = options;
  // Held first and until the storefront starts: the address printed at the end must be this storefront's, not
  // whatever else answers there, and of two commands started at once on one port only one goes on (the other would
  // otherwise start services, fail to get the port and take those services, perhaps shared by then, down with it).
  const portHold = await holdPort(port);
  if (!portHold) {
    console.error(`Port ${port} is already in use (another program, or a storefront started before): stop it, or choose another port with --port N.`);
    return 1;
  }
  const mailPortProblem = process.env.SMTP_URL ? null : await mailCatcherPortProblem({ smtp: mailSmtpPort, web: mailWebPort });
  if (mailPortProblem) {
    console.error(mailPortProblem);
    await portHold.release();
    return 1;
  }
  // Built again whenever its sources changed since (a pull, an edit), as build:all does: never a stale storefront.
  if (command === 'start') {
    const [report] = await buildAll(ws, { brands: [brand], jobs: 1, force: false });
    if (report?.result !== 'built' && report?.result !== 'up to date') {
      await portHold.release();
      return 1;
    }
  }

  // Everything this command starts, from the first service on: Ctrl-C stops it all, even during start-up.
  const running: ManagedProcess[] = [];
  // One stop for every caller: whoever asks second waits for the same stop to end, so this command never returns (and
  // its exit hook never kills) while the API is still finishing its requests and closing its database.
  let stopping: Promise<void> | null = null;
  const stopAll = (): Promise<void> => {
    stopping ??= Promise.all(running.map((p) => p.stop(SERVICE_STOP_GRACE_MS))).then(() => undefined);
    return stopping;
  };
  const onSignal = (): void => {
    void stopAll().then(() => process.exit(0));
  };
  // `on`, not `once`: a terminal's Ctrl-C reaches this process twice (directly and relayed by tsx), and a second
  // signal without a listener would end it before the services it started are stopped.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let services: LocalServices;
  try {
    services = await startLocalServices(
      ws,
      { ports: { api: apiPort, psp: pspPort, mailSmtp: mailSmtpPort, mailWeb: mailWebPort, storefront: port }, embeddedDatabase },
      process.env,
      (started) => running.push(started),
    );
  } catch (error) {
    await portHold.release();
    if (stopping) {
      await stopping;
      return 0;
    }
    console.error(`${(error as Error).message}; stopping.`);
    await stopAll();
    return 1;
  }
  await portHold.release();
  const server = command === 'dev' ? { command: bin(ws, 'next'), args: ['dev', '--webpack', '--port', String(port)] } : productionServer(ws, port);
  const storefront = spawnManaged('storefront', server.command, server.args, {
    cwd: storefrontDir(ws),
    env: {
      ...process.env,
      BRAND: brand,
      NEXT_TELEMETRY_DISABLED: '1',
      SHOP_API_URL: services.apiUrl,
    },
  });
  running.push(storefront);

  // Services reused from another command are not this command's to watch or stop.
  const watched = [...services.started, storefront];
  const firstExit = Promise.race(watched.map(async (p) => ({ name: p.name, code: await p.exited })));

  const storefrontUrl = `http://localhost:${port}/`;
  if (!(await waitUntilAnswering(storefrontUrl, firstExit))) {
    if (!stopping) console.error(`Storefront ${brand} did not come up; stopping.`);
    await stopAll();
    return 1;
  }

  console.log(`\n  Storefront ${brand}: ${storefrontUrl}`);
  console.log(`  API:              ${services.apiUrl}`);
  console.log(`  Payments:         ${services.pspUrl}/ (sandbox: test cards listed there)`);
  if (services.mailInboxUrl) console.log(`  Mail inbox:       ${services.mailInboxUrl}`);
  console.log('  Press Ctrl-C to stop.\n');

  const exit = await firstExit;
  if (stopping) {
    // A signal is stopping everything: the first service down is not the last.
    await stopping;
    return 0;
  }
  console.error(`${exit.name} exited (${exit.code}); stopping the rest.`);
  await stopAll();
  return typeof exit.code === 'number' && exit.code !== 0 ? exit.code : 1;
}
