import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBrand } from '@shop/brand-config/node';
import { startCommerceStack } from '../cli/local-servers.ts';
import { SMOKE_API_ENV, SMOKE_CATALOGS_ENV, appDir, rootDir, smokeBrands } from './servers.ts';

/** The catalogs of every language of the run's stores, written to a file the tests read (see catalog-snapshot.ts). */
function writeCatalogSnapshot(): string {
  const locales = [...new Set(smokeBrands().flatMap((code) => loadBrand(code).languages.map((language) => language.locale)))];
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join('smoke', 'catalog-snapshot.ts'), ...locales], {
    cwd: appDir,
    maxBuffer: 256 * 1024 * 1024,
  });
  const file = path.join(appDir, 'test-results', 'smoke-catalogs.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
  return file;
}

/** One API on a fresh in-memory database (with its payment service and mail catcher) for every storefront of the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env[SMOKE_CATALOGS_ENV] = writeCatalogSnapshot();
  const stack = await startCommerceStack({ rootDir });
  process.env[SMOKE_API_ENV] = stack.graphqlUrl;
  return async () => {
    await Promise.all(stack.servers.map((server) => server.stop()));
  };
}
