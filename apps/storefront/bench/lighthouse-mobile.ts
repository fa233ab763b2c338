import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export interface LighthouseFigures {
  /** 0–100, as the report shows it. */
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** Lighthouse could not audit the page (Chromium failed, the page errored): there is no figure to report. */
export class LighthouseError extends Error {
  override readonly name = 'LighthouseError';
}

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new LighthouseError(`the report has no value for ${id}`);
  return value;
}

/** The run with the median performance score: Lighthouse's own advice for taming run-to-run noise. */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new LighthouseError('no Lighthouse run to take the median of');
  return median;
}

export interface MobileAuditor {
  /** Lighthouse's default (mobile, simulated slow 4G and 4× CPU slowdown) performance audit of one URL. */
  audit(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

export async function launchMobileAuditor(): Promise<MobileAuditor> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  return {
    async audit(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new LighthouseError(`${url}: Lighthouse returned no result`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new LighthouseError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance?.score;
      if (score === null || score === undefined) throw new LighthouseError(`${url}: no performance score`);
      return {
        performance: Math.round(score * 100),
        lcpMs: numericAudit(lhr.audits, 'largest-contentful-paint'),
        tbtMs: numericAudit(lhr.audits, 'total-blocking-time'),
        cls: numericAudit(lhr.audits, 'cumulative-layout-shift'),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
