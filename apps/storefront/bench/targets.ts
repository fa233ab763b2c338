import type { JsWeight } from './first-load-js.ts';
import type { LighthouseFigures } from './lighthouse-mobile.ts';
import type { LoadFigures } from './load.ts';

/** The storefront's speed targets (spec: storefront performance). */
export const TARGETS = {
  /** Page throughput as a share of the same HTML served as a static file. */
  minThroughputRatio: 0.25,
  minLighthousePerformance: 90,
  maxCumulativeLayoutShift: 0.1,
  /** Gzipped first-load JS of the home page against a bare Next.js page of the same version. */
  maxFirstLoadJsRatio: 1.3,
} as const;

export interface Row {
  readonly measure: string;
  readonly page: string;
  readonly storefront: string;
  readonly reference: string;
  readonly ratio: string;
  readonly target: string;
  readonly met: boolean;
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = (figures: LoadFigures) =>
  `${Math.round(figures.requestsPerSecond)} req/s (p50 ${ms(figures.p50Ms)}, p95 ${ms(figures.p95Ms)})`;

export function throughputRow(page: string, storefront: LoadFigures, staticFile: LoadFigures): Row {
  const ratio = storefront.requestsPerSecond / staticFile.requestsPerSecond;
  return {
    measure: 'throughput',
    page,
    storefront: load(storefront),
    reference: `static file ${load(staticFile)}`,
    ratio: `${ratio.toFixed(2)}×`,
    target: `≥ ${TARGETS.minThroughputRatio}×`,
    met: ratio >= TARGETS.minThroughputRatio,
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
    met: figures.performance >= TARGETS.minLighthousePerformance && figures.cls <= TARGETS.maxCumulativeLayoutShift,
  };
}

export function firstLoadJsRow(page: string, storefront: JsWeight, bareNext: JsWeight): Row {
  const ratio = storefront.gzipBytes / bareNext.gzipBytes;
  return {
    measure: 'first-load JS (gzip)',
    page,
    storefront: `${kilobytes(storefront.gzipBytes)} in ${storefront.scripts} scripts`,
    reference: `bare Next.js page ${kilobytes(bareNext.gzipBytes)} in ${bareNext.scripts} scripts`,
    ratio: `${ratio.toFixed(2)}×`,
    target: `≤ ${TARGETS.maxFirstLoadJsRatio}×`,
    met: ratio <= TARGETS.maxFirstLoadJsRatio,
  };
}

const COLUMNS = ['measure', 'page', 'storefront', 'reference', 'ratio', 'target', 'result'] as const;

/** One Markdown table (it reads in a terminal and pastes into the README as is). */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [row.measure, row.page, row.storefront, row.reference, row.ratio, row.target, row.met ? 'met' : 'target missed']);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: readonly string[]) => `| ${values.map((value, i) => value.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
