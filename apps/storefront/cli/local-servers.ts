import { createServer } from 'node:net';
import path from 'node:path';
import { distDirFor } from '../build/dist-dir.ts';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from './processes.ts';
import { buildBrand, isBuilt, type BuildOptions, type Workspace } from './storefront-command.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly server: ManagedProcess;
}

/**
 * Starts one API on a free port against a fresh in-memory PGlite database (migrated and seeded on
 * start), so every run sees the same data whatever `DATABASE_URL` says.
 */
export async function startApi(ws: Workspace): Promise<RunningServer & { readonly graphqlUrl: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: 'memory://' };
  delete env.DATABASE_URL;
  const server = spawnManaged('api', path.join(ws.rootDir, 'node_modules', '.bin', 'tsx'), [path.join('apps', 'api', 'src', 'main.ts')], {
    cwd: ws.rootDir,
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/healthz`, server.exited, 120_000))) {
    await server.stop();
    throw new Error(`The API did not answer on ${url}/healthz`);
  }
  return { url, graphqlUrl: `${url}/graphql`, server };
}

export interface StartStorefrontOptions extends BuildOptions {
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Builds the brand through turbo (a cache hit when nothing changed, so nothing runs against a
 * stale build), then serves it with `next start` on a free port.
 */
export async function startBuiltStorefront(ws: Workspace, brand: string, options: StartStorefrontOptions = {}): Promise<RunningServer> {
  const { env = {}, ...buildOptions } = options;
  const code = await buildBrand(ws, brand, buildOptions);
  if (code !== 0 || !isBuilt(ws, brand, buildOptions.distTag)) throw new Error(`Building ${brand} failed (exit ${code})`);
  const port = await freePort();
  const server = spawnManaged(`storefront ${brand}`, path.join(ws.rootDir, 'node_modules', '.bin', 'next'), ['start', '--port', String(port)], {
    cwd: path.join(ws.rootDir, 'apps', 'storefront'),
    env: {
      ...process.env,
      ...env,
      BRAND: brand,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(buildOptions.distTag ? { STOREFRONT_DIST_TAG: buildOptions.distTag } : {}),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 60_000))) {
    await server.stop();
    throw new Error(`Storefront ${brand} (${distDirFor(brand, buildOptions.distTag)}) did not answer on ${url}`);
  }
  return { url, server };
}
