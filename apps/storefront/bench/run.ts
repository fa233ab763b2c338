/**
 * `npm run bench:storefront`: builds GCSIE into its own dist folder, starts it with a fresh API, and measures in one
 * run: cached pages' throughput against nginx and a plain Node server answering the same HTML, the latency of a filtered
 * and of a searched list, the pages' HTML weight, Lighthouse mobile scores and the home page's first-load JS against a
 * bare Next.js page. Prints one table; exits non-zero only when something could not be measured (a missed target is
 * reported, not an error; without nginx its column is skipped and said so).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBrand } from '@shop/brand-config/node';
import { generateSharedCode } from '../cli/build-all.ts';
import { freePort } from '@shop/env/free-port';
import { startApi, startBuiltStorefront } from '../cli/local-servers.ts';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from '../cli/processes.ts';
import { bareNextFirstLoadJs } from './bare-next.ts';
import { firstLoadJs, type JsWeight } from './first-load-js.ts';
import { launchMobileAuditor, medianRun, type LighthouseFigures } from './lighthouse-mobile.ts';
import { compareLoad, newCampaignAddresses, newFilterAddresses, newSearchAddresses, searchTerms, type LoadOptions } from './load.ts';
import { findNginx, startNginx } from './nginx.ts';
import { pageWeight } from './page-weight.ts';
import { FILTER_PARAMS } from '../src/screens/catalogue/filters.ts';
import { cardTitles, cataloguePages, filterVocabularies, firstProductPath, type BenchPage } from './pages.ts';
import { SEARCH_QUERY_PARAMETER } from '../src/chrome/search/query-parameter.ts';
import { TARGETS, firstLoadJsRow, formatTable, lighthouseRow, pageWeightRow, perRequestRow, throughputRow, type Row } from './targets.ts';

const BRAND = 'GCSIE';
const DIST_TAG = 'bench';
/** A category filter with cards in the seeded catalogue: rendered for its first visitor, then served from the page caches. */
const FILTERED_CATEGORY = 'restaurants';
/** A search term with results in the seeded catalogue: the list renders its results per request, kept by the shared page cache. */
const SEARCH_TERM = 'restaurant';
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

/** The parts of the bench, each a group of rows; `BENCH_ONLY=search,filter` measures only those (a quick A/B of one change). */
const SECTIONS = ['throughput', 'filter', 'search', 'weight', 'lighthouse', 'js'] as const;
type Section = (typeof SECTIONS)[number];

function chosenSections(raw = process.env.BENCH_ONLY): ReadonlySet<Section> {
  if (raw === undefined || raw.trim() === '') return new Set(SECTIONS);
  const asked = raw.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`BENCH_ONLY names unknown parts (${unknown.join(', ')}); the parts are ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
  return new Set(asked as Section[]);
}
const sections = chosenSections();
/** `BENCH_REUSE_BUILD=1` keeps the bench's build when its inputs did not change (a runtime setting's A/B). */
const reuseBuild = process.env.BENCH_REUSE_BUILD === '1';

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

/** The processes the bench started; all of them are stopped however the run ends. */
const running: ManagedProcess[] = [];
const stopAll = () => Promise.all(running.splice(0).map((server) => server.stop()));

function started<T extends { server: ManagedProcess }>(handle: T): T {
  running.push(handle.server);
  return handle;
}

/** Saves each page's HTML as `<path>/index.html` under a folder nginx's workers (another user) can read. */
function saveSite(pages: readonly { page: BenchPage; html: string }[]): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'storefront-pages-'));
  chmodSync(siteDir, 0o755);
  for (const { page, html } of pages) {
    const dir = path.join(siteDir, page.path);
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'index.html'), html, { mode: 0o644 });
  }
  return siteDir;
}

async function startMemoryServer(siteDir: string): Promise<{ url: string; server: ManagedProcess }> {
  const port = await freePort();
  const server = spawnManaged('Node in-memory server', path.join(rootDir, 'node_modules', '.bin', 'tsx'), [
    path.join(import.meta.dirname, 'memory-server.ts'), siteDir, String(port),
  ], { cwd: rootDir, env: process.env });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 30_000))) {
    await server.stop();
    throw new Error(`The Node in-memory server did not answer on ${url}`);
  }
  return { url, server };
}

/** Each cached page from the storefront, nginx (when installed) and a Node server answering the same HTML from memory. */
async function throughputRows(storefrontUrl: string, pages: readonly { page: BenchPage; html: string }[]): Promise<Row[]> {
  const siteDir = saveSite(pages);
  const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  try {
    const memory = started(await startMemoryServer(siteDir));
    const nginxBinary = findNginx();
    const nginx = nginxBinary ? started(await startNginx(nginxBinary, { root: siteDir, port: await freePort(), workDir })) : undefined;
    if (!nginx) console.log('nginx is not installed (set NGINX to its binary, or apt-get install nginx): its column is skipped');
    const rows: Row[] = [];
    for (const { page } of pages) {
      const servers = [storefrontUrl, memory.url, ...(nginx ? [nginx.url] : [])];
      console.log(`Load: ${page.path}, ${load.warmUpSeconds} s warm-up, then ${load.rounds} rounds of ${load.durationSeconds} s per server in turn`);
      const [fromStorefront, fromMemory, fromNginx] = await compareLoad(servers.map((origin) => `${origin}${page.path}`), load);
      if (!fromStorefront || !fromMemory) throw new Error(`no load figures for ${page.path}`);
      rows.push(throughputRow(`${page.name} ${page.path}`, fromStorefront, { nginx: fromNginx, nodeInMemory: fromMemory }));
    }
    await Promise.all([memory.server.stop(), nginx?.server.stop()]);
    return rows;
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function perRequestRows(storefrontUrl: string, filtered: BenchPage, list: { page: BenchPage; html: string }): Promise<Row[]> {
  console.log(`Load: ${filtered.path}, ${load.warmUpSeconds} s warm-up, then ${load.rounds} rounds of ${load.durationSeconds} s, three ways`);
  const url = `${storefrontUrl}${filtered.path}`;
  const listUrl = `${storefrontUrl}${list.page.path}`;
  const vocabularies = filterVocabularies(list.html);
  if (vocabularies.length === 0) throw new Error(`The product list ${list.page.path} offers no filter`);
  const [repeated] = await compareLoad([url], load, 'same');
  const [campaign] = await compareLoad([url], load, newCampaignAddresses(url));
  const [newFilter] = await compareLoad([listUrl], load, newFilterAddresses(listUrl, vocabularies));
  if (!repeated || !campaign || !newFilter) throw new Error(`no load figures for ${filtered.path}`);
  const page = `${filtered.name} ${filtered.path}`;
  return [
    perRequestRow(page, repeated, 'repeated'),
    perRequestRow(page, campaign, 'campaign'),
    perRequestRow(`${filtered.name} ${list.page.path}?…`, newFilter, 'newFilter'),
  ];
}

/** The card titles of the list's first pages (as many as it has, up to `pages`): what shoppers search for. */
async function listTitles(storefrontUrl: string, list: { page: BenchPage; html: string }, pages = 6): Promise<string[]> {
  const titles = cardTitles(list.html);
  for (let page = 2; page <= pages; page += 1) {
    const response = await fetch(`${storefrontUrl}${list.page.path}${page}/`, { redirect: 'manual' });
    if (response.status !== 200) break;
    titles.push(...cardTitles(await response.text()));
  }
  return [...new Set(titles)];
}

async function searchRows(storefrontUrl: string, list: { page: BenchPage; html: string }): Promise<Row[]> {
  const searched: BenchPage = { name: 'search results', path: `${list.page.path}?${SEARCH_QUERY_PARAMETER}=${SEARCH_TERM}` };
  console.log(`Load: ${searched.path}, ${load.warmUpSeconds} s warm-up, then ${load.rounds} rounds of ${load.durationSeconds} s, two ways`);
  const titles = await listTitles(storefrontUrl, list);
  if (titles.length === 0) throw new Error(`The product list ${list.page.path} shows no card titles to search for`);
  const listUrl = `${storefrontUrl}${list.page.path}`;
  const [repeated] = await compareLoad([`${storefrontUrl}${searched.path}`], load, 'same');
  const [newTerm] = await compareLoad([listUrl], load, newSearchAddresses(listUrl, SEARCH_QUERY_PARAMETER, searchTerms(titles)));
  if (!repeated || !newTerm) throw new Error(`no load figures for ${searched.path}`);
  return [
    perRequestRow(`${searched.name} ${searched.path}`, repeated, 'searchRepeated'),
    perRequestRow(`${searched.name} ${list.page.path}?${SEARCH_QUERY_PARAMETER}=…`, newTerm, 'newSearch'),
  ];
}

function pageWeightRows(home: { page: BenchPage; html: string }, list: { page: BenchPage; html: string }): Row[] {
  return [
    pageWeightRow(`${home.page.name} ${home.page.path}`, pageWeight(home.html), TARGETS.maxHtmlBytes.home),
    pageWeightRow(`${list.page.name} ${list.page.path}`, pageWeight(list.html), TARGETS.maxHtmlBytes.list),
  ];
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

async function firstLoadJsRows(storefrontUrl: string, home: { page: BenchPage; html: string }, bareNext: JsWeight): Promise<Row[]> {
  const homeJs = await firstLoadJs(home.html, (src) => fetchBytes(new URL(src, storefrontUrl).href));
  return [firstLoadJsRow(`${home.page.name} ${home.page.path}`, homeJs, bareNext)];
}

async function main(): Promise<void> {
  const brand = loadBrand(BRAND);
  // Builds first, one at a time: each takes both cores. The API reads the generated GraphQL code.
  await generateSharedCode(ws);
  const bareNext = sections.has('js') ? await bareNextFirstLoadJs(ws) : undefined;
  const api = started(await startApi(ws));
  const storefront = started(await startBuiltStorefront(ws, BRAND, {
    distTag: DIST_TAG,
    force: !reuseBuild,
    // A kept build still holds the pages the last run rendered: its never-asked terms would be asked again.
    forgetEarlierRenders: true,
    env: { SHOP_API_URL: api.graphqlUrl },
  }));

  const pages = cataloguePages(brand);
  // The first request renders a page into the cache; the measures see what every later visitor gets.
  const cached = async (page: BenchPage) => {
    await fetchText(`${storefront.url}${page.path}`);
    return { page, html: await fetchText(`${storefront.url}${page.path}`) };
  };
  const home = await cached(pages.home);
  const list = await cached(pages.list);
  const productPath = firstProductPath(brand, list.html);
  if (!productPath) throw new Error(`The product list ${list.page.path} links to no product page`);
  const product: BenchPage = { name: 'product', path: productPath };
  await cached(product);
  const filtered: BenchPage = { name: 'filtered list', path: `${pages.list.path}?${FILTER_PARAMS[0]}=${FILTERED_CATEGORY}` };

  const rows = [
    ...(sections.has('throughput') ? await throughputRows(storefront.url, [home, list]) : []),
    ...(sections.has('filter') ? await perRequestRows(storefront.url, filtered, list) : []),
    ...(sections.has('search') ? await searchRows(storefront.url, list) : []),
    ...(sections.has('weight') ? pageWeightRows(home, list) : []),
    ...(sections.has('lighthouse') ? await lighthouseRows(storefront.url, [home.page, list.page, product]) : []),
    ...(bareNext ? await firstLoadJsRows(storefront.url, home, bareNext) : []),
  ];
  console.log(
    `\nStorefront ${BRAND}: load over ${load.connections} connections, median of ${load.rounds} rounds of ${load.durationSeconds} s; ` +
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
