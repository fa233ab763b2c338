import autocannon from 'autocannon';

export interface LoadOptions {
  readonly connections: number;
  readonly durationSeconds: number;
}

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly requests: number;
}

/** Nearest-rank percentile of ascending `sorted` values; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}

/** A load run whose answers were not all 2xx measured an error page or a broken server, not the page. */
export class LoadMeasurementError extends Error {
  override readonly name = 'LoadMeasurementError';
}

/** Fires GET requests at `url` over `connections` keep-alive connections for the duration. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: options.connections, duration: options.durationSeconds });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0 || latencies.length === 0) {
    throw new LoadMeasurementError(
      `${url}: ${failures} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    requests: result.requests.total,
  };
}
