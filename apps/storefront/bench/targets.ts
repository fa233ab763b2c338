import type { JsWeight } from './first-load-js.ts';
import type { LighthouseFigures } from './lighthouse-mobile.ts';
import type { LoadFigures } from './load.ts';
import type { PageWeight } from './page-weight.ts';

/** The storefront's speed targets. */
export const TARGETS = {
  /** A cached page's throughput as a share of nginx serving the same HTML as a file. */
  minThroughputVsNginx: 0.2,
  /** Uncompressed HTML, in bytes. */
  maxHtmlBytes: { home: 60_000, list: 90_000 },
  /** 95th percentile latency of a filtered list at the bench's connection count. */
  maxPerRequestP95Ms: 100,
  /** Lighthouse mobile on home, list and product (the shop's richer pages keep the bar). */
  minLighthousePerformance: 95,
  maxCumulativeLayoutShift: 0.05,
  /** Gzipped first-load JS of the home page against a bare Next.js page of the same version. */
  maxFirstLoadJsRatio: 1.3,
} as const;

/** `unjudged`: the reference could not be measured here (nginx not installed); the row says so. */
export type Verdict = 'met' | 'missed' | 'unjudged';

export interface Row {
  readonly measure: string;
  readonly page: string;
  readonly storefront: string;
  readonly reference: string;
  readonly ratio: string;
  readonly target: string;
  readonly verdict: Verdict;
}

const verdict = (met: boolean): Verdict => (met ? 'met' : 'missed');
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const kibibytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const load = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond)} req/s (p50 ${ms(figures.p50Ms)}, p95 ${ms(figures.p95Ms)})`;

export interface ThroughputReferences {
  /** The same HTML saved as files and served by nginx; undefined when nginx is not installed. */
  readonly nginx: LoadFigures | undefined;
  /** The same HTML answered from memory by a plain Node server. */
  readonly nodeInMemory: LoadFigures;
}

export function throughputRow(page: string, storefront: LoadFigures, references: ThroughputReferences): Row {
  const share = (reference: LoadFigures) => storefront.requestsPerSecond / reference.requestsPerSecond;
  const nginxShare = references.nginx ? share(references.nginx) : undefined;
  return {
    measure: 'throughput (cached page)',
    page,
    storefront: load(storefront),
    reference: `nginx ${references.nginx ? load(references.nginx) : 'not installed: skipped'} · Node in memory ${load(references.nodeInMemory)}`,
    ratio: `${nginxShare === undefined ? '–' : times(nginxShare)} nginx · ${times(share(references.nodeInMemory))} Node`,
    target: `≥ ${TARGETS.minThroughputVsNginx}× nginx`,
    verdict: nginxShare === undefined ? 'unjudged' : verdict(nginxShare >= TARGETS.minThroughputVsNginx),
  };
}

/**
 * How a filtered or searched list was asked for: `repeated`, one address again and again (the shared page cache);
 * `campaign`, one filter with a new campaign parameter each time (Next's page cache, where the filter's page is kept
 * once rendered); `newFilter`, a filter combination nobody asked for before each time (every request rendered);
 * `searchRepeated`, one search term again and again; `newSearch`, a search term nobody asked for before each time.
 */
export type ListVisits = 'repeated' | 'campaign' | 'newFilter' | 'searchRepeated' | 'newSearch';

const LIST_VISITS: Readonly<Record<ListVisits, string>> = {
  repeated: 'latency (filtered list, asked again)',
  campaign: 'latency (filtered list, a new campaign parameter each time)',
  newFilter: 'latency (filtered list, a filter never asked before each time: rendered)',
  searchRepeated: 'latency (search results, asked again)',
  newSearch: 'latency (search results, a term never asked before each time: rendered)',
};

export function perRequestRow(page: string, figures: LoadFigures, visits: ListVisits): Row {
  return {
    measure: LIST_VISITS[visits],
    page,
    storefront: load(figures),
    reference: '',
    ratio: '',
    target: `p95 ≤ ${TARGETS.maxPerRequestP95Ms} ms`,
    verdict: verdict(figures.p95Ms <= TARGETS.maxPerRequestP95Ms),
  };
}

export function pageWeightRow(page: string, weight: PageWeight, maxHtmlBytes: number): Row {
  const sheets = `${weight.styleSheets} style sheet${weight.styleSheets === 1 ? '' : 's'}`;
  return {
    measure: 'HTML weight',
    page,
    storefront: `${kilobytes(weight.htmlBytes)} (${kilobytes(weight.gzipBytes)} gzipped)`,
    reference: `of which React payload ${kilobytes(weight.reactPayloadBytes)}, inline CSS ${kilobytes(weight.inlineStyleBytes)}; ${sheets}`,
    ratio: '',
    target: `≤ ${kilobytes(maxHtmlBytes)}`,
    verdict: verdict(weight.htmlBytes <= maxHtmlBytes),
  };
}

export function lighthouseRow(page: string, figures: LighthouseFigures, runs: number): Row {
  return {
    measure: `Lighthouse mobile (median of ${runs})`,
    page,
    storefront: `performance ${figures.performance}, LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}`,
    reference: '',
    ratio: '',
    target: `performance ≥ ${TARGETS.minLighthousePerformance}, CLS ≤ ${TARGETS.maxCumulativeLayoutShift}`,
    verdict: verdict(figures.performance >= TARGETS.minLighthousePerformance && figures.cls <= TARGETS.maxCumulativeLayoutShift),
  };
}

export function firstLoadJsRow(page: string, storefront: JsWeight, bareNext: JsWeight): Row {
  const ratio = storefront.gzipBytes / bareNext.gzipBytes;
  return {
    measure: 'first-load JS (gzip)',
    page,
    storefront: `${kibibytes(storefront.gzipBytes)} in ${storefront.scripts} scripts`,
    reference: `bare Next.js page ${kibibytes(bareNext.gzipBytes)} in ${bareNext.scripts} scripts`,
    ratio: times(ratio),
    target: `≤ ${TARGETS.maxFirstLoadJsRatio}×`,
    verdict: verdict(ratio <= TARGETS.maxFirstLoadJsRatio),
  };
}

const COLUMNS = ['measure', 'page', 'storefront', 'reference', 'ratio', 'target', 'result'] as const;
const RESULT: Readonly<Record<Verdict, string>> = { met: 'met', missed: 'target missed', unjudged: 'not judged' };

/** One Markdown table (it reads in a terminal and pastes into the README as is). */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [row.measure, row.page, row.storefront, row.reference, row.ratio, row.target, RESULT[row.verdict]]);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: readonly string[]) => `| ${values.map((value, i) => value.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
