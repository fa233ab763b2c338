import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDirFor } from '../build/dist-dir.ts';
import type { StorefrontOptions } from './args.ts';
import { answers, runToCompletion, spawnManaged, waitUntilAnswering, type ManagedProcess } from './processes.ts';

export interface Workspace {
  /** The monorepo root (where package.json with the workspaces lives). */
  readonly rootDir: string;
}

const STOREFRONT_PACKAGE = '@shop/storefront';
const API_PACKAGE = '@shop/api';

function storefrontDir(ws: Workspace): string {
  return path.join(ws.rootDir, 'apps', 'storefront');
}

function bin(ws: Workspace, name: string): string {
  return path.join(ws.rootDir, 'node_modules', '.bin', name);
}

/** True once `next build` has finished for this brand (BUILD_ID is written last). */
export function isBuilt(ws: Workspace, brand: string, distTag?: string): boolean {
  return existsSync(path.join(storefrontDir(ws), distDirFor(brand, distTag), 'BUILD_ID'));
}

function apiHasStartScript(ws: Workspace): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(ws.rootDir, 'apps', 'api', 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return typeof manifest.scripts?.start === 'string' && existsSync(path.join(ws.rootDir, 'apps', 'api', 'src'));
  } catch {
    return false;
  }
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

const API_START_TIMEOUT_MS = 300_000;

interface ApiHandle {
  readonly url: string;
  readonly process: ManagedProcess | undefined;
}

async function ensureApi(ws: Workspace, apiPort: number): Promise<ApiHandle | undefined> {
  const base = `http://127.0.0.1:${apiPort}`;
  if (await answers(`${base}/healthz`)) {
    console.log(`Using the API already running at ${base}/graphql`);
    return { url: `${base}/graphql`, process: undefined };
  }
  if (!apiHasStartScript(ws)) {
    console.log('apps/api has no start script yet; starting the storefront alone.');
    return undefined;
  }
  const api = spawnManaged('api', 'npm', ['run', 'start', '-w', API_PACKAGE], {
    cwd: ws.rootDir,
    env: { ...process.env, PORT: String(apiPort) },
  });
  return { url: `${base}/graphql`, process: api };
}

/**
 * `start` and `dev`: run the API (unless one already answers on the API port) and the storefront
 * for one brand, print the URLs once both answer, and stop both on Ctrl-C or SIGTERM.
 * Resolves with the exit code the CLI should end with.
 */
export async function serveBrand(ws: Workspace, options: StorefrontOptions): Promise<number> {
  const { brand, port, apiPort, command } = options;
  if (command === 'start' && !isBuilt(ws, brand)) {
    const built = await buildBrand(ws, brand);
    if (built !== 0) return built;
  }

  const api = await ensureApi(ws, apiPort);
  // Pages rendered before the API answers would fail, so the storefront starts once the API is healthy (the first
  // start of an empty embedded database migrates and seeds every store first).
  if (api?.process && !(await waitUntilAnswering(api.url.replace(/graphql$/, 'healthz'), api.process.exited, API_START_TIMEOUT_MS))) {
    console.error('The API did not come up; stopping.');
    await api.process.stop();
    return 1;
  }
  const running: ManagedProcess[] = api?.process ? [api.process] : [];
  const nextArgs = command === 'dev' ? ['dev', '--webpack', '--port', String(port)] : ['start', '--port', String(port)];
  const storefront = spawnManaged('storefront', bin(ws, 'next'), nextArgs, {
    cwd: storefrontDir(ws),
    env: {
      ...process.env,
      BRAND: brand,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(api ? { SHOP_API_URL: api.url } : {}),
    },
  });
  running.push(storefront);

  let stopped = false;
  const stopAll = async (): Promise<void> => {
    stopped = true;
    await Promise.all(running.map((p) => p.stop()));
  };
  const firstExit = Promise.race(running.map(async (p) => ({ name: p.name, code: await p.exited })));
  const onSignal = (): void => {
    void stopAll().then(() => process.exit(0));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const storefrontUrl = `http://localhost:${port}/`;
  if (!(await waitUntilAnswering(storefrontUrl, firstExit))) {
    if (!stopped) console.error(`Storefront ${brand} did not come up; stopping.`);
    await stopAll();
    return 1;
  }

  console.log(`\n  Storefront ${brand}: ${storefrontUrl}`);
  if (api) console.log(`  API:              ${api.url}`);
  console.log('  Press Ctrl-C to stop.\n');

  const exit = await firstExit;
  if (stopped) return 0;
  console.error(`${exit.name} exited (${exit.code}); stopping the rest.`);
  await stopAll();
  return typeof exit.code === 'number' && exit.code !== 0 ? exit.code : 1;
}
