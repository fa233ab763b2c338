import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse-mobile.ts';
import { firstLoadJsRow, formatTable, lighthouseRow, pageWeightRow, perRequestRow, throughputRow } from './targets.ts';

const load = (requestsPerSecond: number) => ({ requestsPerSecond, p50Ms: 4, p95Ms: 12, requests: requestsPerSecond * 10 });
const lighthouse = (performance: number, cls = 0) => ({ performance, lcpMs: 1800, tbtMs: 90, cls });
const js = (gzipBytes: number) => ({ scripts: 5, rawBytes: gzipBytes * 3, gzipBytes });

describe('throughputRow', () => {
  it('meets the target at a fifth of nginx and misses it below', () => {
    expect(throughputRow('home /', load(200), { nginx: load(1000), nodeInMemory: load(2000) })).toMatchObject({ verdict: 'met' });
    expect(throughputRow('home /', load(199), { nginx: load(1000), nodeInMemory: load(2000) })).toMatchObject({ verdict: 'missed' });
  });

  it('shows the rates side by side with both ratios', () => {
    const row = throughputRow('home /', load(300), { nginx: load(1000), nodeInMemory: load(2000) });
    expect(row.storefront).toBe('300 req/s (p50 4 ms, p95 12 ms)');
    expect(row.reference).toBe('nginx 1000 req/s (p50 4 ms, p95 12 ms) · Node in memory 2000 req/s (p50 4 ms, p95 12 ms)');
    expect(row.ratio).toBe('0.30× nginx · 0.15× Node');
  });

  it('judges nothing without nginx, and says it was skipped', () => {
    const row = throughputRow('home /', load(300), { nginx: undefined, nodeInMemory: load(2000) });
    expect(row).toMatchObject({ verdict: 'unjudged', ratio: '– nginx · 0.15× Node' });
    expect(row.reference).toContain('nginx not installed: skipped');
  });
});

describe('perRequestRow', () => {
  it('needs a 95th percentile of at most 100 ms, however the filtered list is asked for', () => {
    for (const visits of ['repeated', 'campaign', 'newFilter'] as const) {
      expect(perRequestRow('filtered list', { ...load(100), p95Ms: 100 }, visits).verdict).toBe('met');
      expect(perRequestRow('filtered list', { ...load(100), p95Ms: 101 }, visits).verdict).toBe('missed');
    }
  });

  it('says which way it measured', () => {
    expect(perRequestRow('filtered list', load(100), 'repeated').measure).toContain('asked again');
    expect(perRequestRow('filtered list', load(100), 'campaign').measure).toContain('campaign parameter');
    expect(perRequestRow('filtered list', load(100), 'newFilter').measure).toContain('rendered');
  });
});

describe('pageWeightRow', () => {
  const weight = (htmlBytes: number) => ({ htmlBytes, gzipBytes: 12_345, reactPayloadBytes: 30_000, inlineStyleBytes: 0, styleSheets: 1 });

  it('holds the uncompressed HTML to its limit in bytes', () => {
    expect(pageWeightRow('home /', weight(60_000), 60_000).verdict).toBe('met');
    expect(pageWeightRow('home /', weight(60_001), 60_000).verdict).toBe('missed');
  });

  it('shows where the weight is', () => {
    const row = pageWeightRow('home /', weight(58_400), 60_000);
    expect(row.storefront).toBe('58.4 kB (12.3 kB gzipped)');
    expect(row.reference).toBe('of which React payload 30.0 kB, inline CSS 0.0 kB; 1 style sheet');
    expect(row.target).toBe('≤ 60.0 kB');
  });
});

describe('lighthouseRow', () => {
  it('needs both a performance of 90 and a CLS of at most 0.1', () => {
    expect(lighthouseRow('home /', lighthouse(95, 0.05), 3).verdict).toBe('met');
    expect(lighthouseRow('home /', lighthouse(94), 3).verdict).toBe('missed');
    expect(lighthouseRow('home /', lighthouse(99, 0.06), 3).verdict).toBe('missed');
  });

  it('prints LCP in seconds and TBT in milliseconds', () => {
    expect(lighthouseRow('home /', lighthouse(95, 0.02), 3).storefront).toBe('performance 95, LCP 1.80 s, TBT 90 ms, CLS 0.020');
  });
});

describe('firstLoadJsRow', () => {
  it('compares gzipped bytes with the bare page, up to 1.3 times', () => {
    expect(firstLoadJsRow('home /', js(130 * 1024), js(100 * 1024))).toMatchObject({ ratio: '1.30×', verdict: 'met' });
    expect(firstLoadJsRow('home /', js(131 * 1024), js(100 * 1024))).toMatchObject({ ratio: '1.31×', verdict: 'missed' });
  });
});

describe('formatTable', () => {
  it('prints one aligned Markdown row per measure and says which targets were missed or not judged', () => {
    const table = formatTable([
      throughputRow('home /', load(100), { nginx: load(1000), nodeInMemory: load(2000) }),
      lighthouseRow('list /gift-cards/', lighthouse(95), 3),
      throughputRow('list /gift-cards/', load(100), { nginx: undefined, nodeInMemory: load(2000) }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toContain('target missed');
    expect(lines[3]).toMatch(/\| met\s+\|$/);
    expect(lines[4]).toMatch(/\| not judged\s+\|$/);
  });
});

describe('medianRun', () => {
  it('keeps the whole run with the median score, not a mix of runs', () => {
    const runs = [lighthouse(70, 0.3), lighthouse(95, 0.01), lighthouse(88, 0.05)];
    expect(medianRun(runs)).toEqual(lighthouse(88, 0.05));
  });
});
