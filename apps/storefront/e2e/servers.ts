import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrand, isBuilt } from '../cli/storefront-command.ts';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from '../cli/processes.ts';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = path.resolve(appDir, '..', '..');

/** The brands the chrome journey runs against: two GCS stores in two languages and a CB store. */
export const E2E_BRANDS = ['GCSIE', 'GCSNL', 'CB'] as const;
export type E2eBrand = (typeof E2E_BRANDS)[number];

export function baseUrlEnvName(brand: E2eBrand): string {
  return `STOREFRONT_URL_${brand}`;
}

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

/**
 * Builds the brand through turbo (a cache hit when nothing changed, so the journey never runs
 * against a stale build), then serves it with `next start` on a free port.
 */
export async function startBuiltStorefront(
  brand: E2eBrand,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<{ url: string; server: ManagedProcess }> {
  const code = await buildBrand({ rootDir }, brand);
  if (code !== 0 || !isBuilt({ rootDir }, brand)) throw new Error(`Building ${brand} failed (exit ${code})`);
  const port = await freePort();
  const server = spawnManaged(`storefront ${brand}`, path.join(rootDir, 'node_modules', '.bin', 'next'), ['start', '--port', String(port)], {
    cwd: appDir,
    env: { ...process.env, ...extraEnv, BRAND: brand, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 60_000))) {
    await server.stop();
    throw new Error(`Storefront ${brand} did not answer on ${url}`);
  }
  return { url, server };
}

/**
 * Starts one API on a free port against a fresh in-memory PGlite database (migrated and seeded on
 * start), so every run sees the same data whatever `DATABASE_URL` says.
 */
export async function startApi(): Promise<{ graphqlUrl: string; server: ManagedProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: 'memory://' };
  delete env.DATABASE_URL;
  const server = spawnManaged('api', path.join(rootDir, 'node_modules', '.bin', 'tsx'), [path.join('apps', 'api', 'src', 'main.ts')], {
    cwd: rootDir,
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/healthz`, server.exited, 120_000))) {
    await server.stop();
    throw new Error(`The API did not answer on ${url}/healthz`);
  }
  return { graphqlUrl: `${url}/graphql`, server };
}
