import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse-mobile.ts';
import { firstLoadJsRow, formatTable, lighthouseRow, throughputRow } from './targets.ts';

const load = (requestsPerSecond: number) => ({ requestsPerSecond, p50Ms: 4, p95Ms: 12, requests: requestsPerSecond * 10 });
const lighthouse = (performance: number, cls = 0) => ({ performance, lcpMs: 1800, tbtMs: 90, cls });
const js = (gzipBytes: number) => ({ scripts: 5, rawBytes: gzipBytes * 3, gzipBytes });

describe('throughputRow', () => {
  it('meets the target at a quarter of the static file rate and misses it below', () => {
    expect(throughputRow('home /', load(250), load(1000))).toMatchObject({ ratio: '0.25×', met: true });
    expect(throughputRow('home /', load(249), load(1000))).toMatchObject({ ratio: '0.25×', met: false });
  });

  it('shows both rates with their latencies', () => {
    const row = throughputRow('home /', load(300), load(1000));
    expect(row.storefront).toBe('300 req/s (p50 4 ms, p95 12 ms)');
    expect(row.reference).toBe('static file 1000 req/s (p50 4 ms, p95 12 ms)');
  });
});

describe('lighthouseRow', () => {
  it('needs both a performance of 90 and a CLS of at most 0.1', () => {
    expect(lighthouseRow('home /', lighthouse(90, 0.1), 3).met).toBe(true);
    expect(lighthouseRow('home /', lighthouse(89), 3).met).toBe(false);
    expect(lighthouseRow('home /', lighthouse(99, 0.11), 3).met).toBe(false);
  });

  it('prints LCP in seconds and TBT in milliseconds', () => {
    expect(lighthouseRow('home /', lighthouse(95, 0.02), 3).storefront).toBe('performance 95, LCP 1.80 s, TBT 90 ms, CLS 0.020');
  });
});

describe('firstLoadJsRow', () => {
  it('compares gzipped bytes with the bare page, up to 1.3 times', () => {
    expect(firstLoadJsRow('home /', js(130 * 1024), js(100 * 1024))).toMatchObject({ ratio: '1.30×', met: true });
    expect(firstLoadJsRow('home /', js(131 * 1024), js(100 * 1024))).toMatchObject({ ratio: '1.31×', met: false });
  });
});

describe('formatTable', () => {
  it('prints one aligned Markdown row per measure and says which targets were missed', () => {
    const table = formatTable([throughputRow('home /', load(100), load(1000)), lighthouseRow('list /gift-cards/', lighthouse(95), 3)]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toContain('target missed');
    expect(lines[3]).toMatch(/\| met\s+\|$/);
  });
});

describe('medianRun', () => {
  it('keeps the whole run with the median score, not a mix of runs', () => {
    const runs = [lighthouse(70, 0.3), lighthouse(95, 0.01), lighthouse(88, 0.05)];
    expect(medianRun(runs)).toEqual(lighthouse(88, 0.05));
  });
});
