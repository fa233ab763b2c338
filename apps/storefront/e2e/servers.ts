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
export async function startBuiltStorefront(brand: E2eBrand): Promise<{ url: string; server: ManagedProcess }> {
  const code = await buildBrand({ rootDir }, brand);
  if (code !== 0 || !isBuilt({ rootDir }, brand)) throw new Error(`Building ${brand} failed (exit ${code})`);
  const port = await freePort();
  const server = spawnManaged(`storefront ${brand}`, path.join(rootDir, 'node_modules', '.bin', 'next'), ['start', '--port', String(port)], {
    cwd: appDir,
    env: { ...process.env, BRAND: brand, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 60_000))) {
    await server.stop();
    throw new Error(`Storefront ${brand} did not answer on ${url}`);
  }
  return { url, server };
}
