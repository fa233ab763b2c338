/**
 * `npm run bench:storefront`: builds GCSIE into its own dist folder, starts it with a fresh API, and
 * measures in one run page throughput against a static file server, Lighthouse mobile scores and the
 * home page's first-load JS against a bare Next.js page. Prints one table; exits non-zero only when
 * something could not be measured (a missed target is reported, not an error).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBrand } from '@shop/brand-config/node';
import { freePort, startApi, startBuiltStorefront } from '../cli/local-servers.ts';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from '../cli/processes.ts';
import { bareNextFirstLoadJs } from './bare-next.ts';
import { firstLoadJs } from './first-load-js.ts';
import { launchMobileAuditor, medianRun, type LighthouseFigures } from './lighthouse-mobile.ts';
import { compareLoad, type LoadOptions } from './load.ts';
import { cataloguePages, firstProductPath, type BenchPage } from './pages.ts';
import { firstLoadJsRow, formatTable, lighthouseRow, throughputRow, type Row } from './targets.ts';

const BRAND = 'GCSIE';
const DIST_TAG = 'bench';
const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const ws = { rootDir };

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

const load: LoadOptions = {
  connections: positiveInteger('BENCH_CONNECTIONS', 8),
  durationSeconds: positiveInteger('BENCH_DURATION', 5),
  rounds: positiveInteger('BENCH_ROUNDS', 3),
};
const lighthouseRuns = positiveInteger('BENCH_LIGHTHOUSE_RUNS', 3);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Saves the page's HTML where the static server serves it under the same path. */
function saveForStaticServer(siteDir: string, page: BenchPage, html: string): void {
  const dir = path.join(siteDir, page.path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
}

async function startStaticServer(siteDir: string): Promise<{ url: string; server: ManagedProcess }> {
  const port = await freePort();
  const server = spawnManaged('static file server', path.join(rootDir, 'node_modules', '.bin', 'tsx'), [
    path.join(import.meta.dirname, 'static-file-server.ts'), siteDir, String(port),
  ], { cwd: rootDir, env: process.env });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 30_000))) {
    await server.stop();
    throw new Error(`The static file server did not answer on ${url}`);
  }
  return { url, server };
}

async function lighthouseRows(storefrontUrl: string, pages: readonly BenchPage[]): Promise<Row[]> {
  const auditor = await launchMobileAuditor();
  try {
    const rows: Row[] = [];
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await auditor.audit(`${storefrontUrl}${page.path}`));
      console.log(`Lighthouse ${page.path}: ${runs.map((figures) => figures.performance).join(', ')}`);
      rows.push(lighthouseRow(`${page.name} ${page.path}`, medianRun(runs), lighthouseRuns));
    }
    return rows;
  } finally {
    await auditor.close();
  }
}

async function main(): Promise<void> {
  const brand = loadBrand(BRAND);
  const running: ManagedProcess[] = [];
  const siteDir = mkdtempSync(path.join(tmpdir(), 'storefront-static-'));
  const stopAll = async () => {
    await Promise.all(running.map((server) => server.stop()));
    rmSync(siteDir, { recursive: true, force: true });
  };
  const interrupt = () => {
    void stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    // Builds first, one at a time: each takes both cores.
    const bareNext = await bareNextFirstLoadJs(ws);
    const api = await startApi(ws);
    running.push(api.server);
    const storefront = await startBuiltStorefront(ws, BRAND, { distTag: DIST_TAG, force: true, env: { SHOP_API_URL: api.graphqlUrl } });
    running.push(storefront.server);

    const { home, list } = cataloguePages(brand);
    // The first request renders the page and fills the caches; every later one is what a visitor gets.
    const homeHtml = await fetchText(`${storefront.url}${home.path}`);
    const listHtml = await fetchText(`${storefront.url}${list.path}`);
    const productPath = firstProductPath(brand, listHtml);
    if (!productPath) throw new Error(`The product list ${list.path} links to no product page`);
    const product: BenchPage = { name: 'product', path: productPath };
    await fetchText(`${storefront.url}${product.path}`);

    const rows: Row[] = [];
    saveForStaticServer(siteDir, home, await fetchText(`${storefront.url}${home.path}`));
    saveForStaticServer(siteDir, list, await fetchText(`${storefront.url}${list.path}`));
    const staticSite = await startStaticServer(siteDir);
    running.push(staticSite.server);
    for (const page of [home, list]) {
      console.log(`Load: ${page.path}, ${load.rounds} rounds of ${load.durationSeconds} s over ${load.connections} connections, storefront and static file in turn`);
      const [fromStorefront, fromStaticFile] = await compareLoad(`${storefront.url}${page.path}`, `${staticSite.url}${page.path}`, load);
      rows.push(throughputRow(`${page.name} ${page.path}`, fromStorefront, fromStaticFile));
    }
    await staticSite.server.stop();

    rows.push(...(await lighthouseRows(storefront.url, [home, list, product])));

    const homeJs = await firstLoadJs(homeHtml, (src) => fetchBytes(new URL(src, storefront.url).href));
    rows.push(firstLoadJsRow(`${home.name} ${home.path}`, homeJs, bareNext));

    console.log(
      `\nStorefront ${BRAND}: load ${load.connections} connections, median of ${load.rounds} × ${load.durationSeconds} s rounds; Lighthouse median of ${lighthouseRuns} runs per page\n`,
    );
    console.log(formatTable(rows));
  } finally {
    await stopAll();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nCould not measure: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
