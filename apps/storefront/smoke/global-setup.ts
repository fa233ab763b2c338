import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  // Outside test-results/, which any Playwright run in this app empties when it starts.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'smoke-catalogs-')), 'catalogs.json');
  writeFileSync(file, json);
  return file;
}

/** One API on a fresh in-memory database (with its payment service and mail catcher) for every storefront of the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const catalogFile = writeCatalogSnapshot();
  process.env[SMOKE_CATALOGS_ENV] = catalogFile;
  const removeCatalogs = () => rmSync(path.dirname(catalogFile), { recursive: true, force: true });
  let stack;
  try {
    stack = await startCommerceStack({ rootDir });
  } catch (error) {
    removeCatalogs();
    throw error;
  }
  process.env[SMOKE_API_ENV] = stack.graphqlUrl;
  const { servers } = stack;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeCatalogs();
  };
}
