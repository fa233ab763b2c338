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
import { firstLoadJs, type JsWeight } from './first-load-js.ts';
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
  warmUpSeconds: positiveInteger('BENCH_WARM_UP', 3),
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

/** The processes the bench started; all of them are stopped however the run ends. */
const running: ManagedProcess[] = [];
const stopAll = () => Promise.all(running.splice(0).map((server) => server.stop()));

function started<T extends { server: ManagedProcess }>(handle: T): T {
  running.push(handle.server);
  return handle;
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

/** Each page from the storefront against the same HTML saved and served as a static file. */
async function throughputRows(storefrontUrl: string, pages: readonly BenchPage[]): Promise<Row[]> {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'storefront-static-'));
  try {
    for (const page of pages) saveForStaticServer(siteDir, page, await fetchText(`${storefrontUrl}${page.path}`));
    const staticSite = started(await startStaticServer(siteDir));
    const rows: Row[] = [];
    for (const page of pages) {
      console.log(`Load: ${page.path}, ${load.warmUpSeconds} s warm-up, then ${load.rounds} rounds of ${load.durationSeconds} s per server in turn`);
      const [fromStorefront, fromStaticFile] = await compareLoad(`${storefrontUrl}${page.path}`, `${staticSite.url}${page.path}`, load);
      rows.push(throughputRow(`${page.name} ${page.path}`, fromStorefront, fromStaticFile));
    }
    await staticSite.server.stop();
    return rows;
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
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

async function firstLoadJsRows(storefrontUrl: string, home: BenchPage, bareNext: JsWeight): Promise<Row[]> {
  const html = await fetchText(`${storefrontUrl}${home.path}`);
  const homeJs = await firstLoadJs(html, (src) => fetchBytes(new URL(src, storefrontUrl).href));
  return [firstLoadJsRow(`${home.name} ${home.path}`, homeJs, bareNext)];
}

async function main(): Promise<void> {
  const brand = loadBrand(BRAND);
  // Builds first, one at a time: each takes both cores.
  const bareNext = await bareNextFirstLoadJs(ws);
  const api = started(await startApi(ws));
  const storefront = started(await startBuiltStorefront(ws, BRAND, { distTag: DIST_TAG, force: true, env: { SHOP_API_URL: api.graphqlUrl } }));

  const { home, list } = cataloguePages(brand);
  // The first request renders a page into the cache; the measures see what every later visitor gets.
  await fetchText(`${storefront.url}${home.path}`);
  const productPath = firstProductPath(brand, await fetchText(`${storefront.url}${list.path}`));
  if (!productPath) throw new Error(`The product list ${list.path} links to no product page`);
  const product: BenchPage = { name: 'product', path: productPath };
  await fetchText(`${storefront.url}${product.path}`);

  const rows = [
    ...(await throughputRows(storefront.url, [home, list])),
    ...(await lighthouseRows(storefront.url, [home, list, product])),
    ...(await firstLoadJsRows(storefront.url, home, bareNext)),
  ];
  console.log(
    `\nStorefront ${BRAND}: throughput over ${load.connections} connections, median of ${load.rounds} rounds of ${load.durationSeconds} s; ` +
      `Lighthouse median of ${lighthouseRuns} runs per page\n`,
  );
  console.log(formatTable(rows));
}

function exitAfterStopping(code: number): void {
  void stopAll().then(() => process.exit(code));
}

process.once('SIGINT', () => exitAfterStopping(130));
process.once('SIGTERM', () => exitAfterStopping(143));
process.once('uncaughtException', (error) => {
  console.error(`\nCould not measure: ${error.message}`);
  exitAfterStopping(1);
});

main().then(
  () => exitAfterStopping(0),
  (error: unknown) => {
    console.error(`\nCould not measure: ${error instanceof Error ? error.message : String(error)}`);
    exitAfterStopping(1);
  },
);
