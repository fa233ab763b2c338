import autocannon from 'autocannon';

export interface LoadOptions {
  readonly connections: number;
  /** Length of one round. */
  readonly durationSeconds: number;
  /** Rounds per server, taking turns, so a change in the machine's load hits every server alike. */
  readonly rounds: number;
  /** An unrecorded first round per server, so the figures are of a warmed-up server (JIT, caches). */
  readonly warmUpSeconds: number;
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

/**
 * How the requests of a round differ: `same` asks for `url` every time; otherwise the function gives the path of each
 * request (`n` counts the requests of the round).
 */
export type Addresses = 'same' | ((round: string, n: number) => string);

/** `url` with `utm_content=<round>-<n>` for the n-th request of a round: a campaign parameter no page reads. */
export function distinctAddress(url: string, round: string, n: number): string {
  const address = new URL(url);
  address.searchParams.append('utm_content', `${round}-${n}`);
  return `${address.pathname}${address.search}`;
}

/** Each request a new campaign parameter (distinctAddress): an address asked for the first time. */
export const newCampaignAddresses = (url: string): Addresses => (round, n) => distinctAddress(url, round, n);

/** Terms a list can be filtered by, per query parameter. */
export interface FilterVocabulary {
  readonly param: string;
  readonly terms: readonly string[];
}

const termCount = (mask: number) => mask.toString(2).replaceAll('0', '').length;

/**
 * Each request a filter nobody asked for before in this run: `url` with the next non-empty combination of all the
 * vocabularies' terms, the fewest terms first (as shoppers filter: one or two terms far more often than six), counted
 * across rounds. Fails once every combination has been asked.
 */
export function newFilterAddresses(url: string, vocabularies: readonly FilterVocabulary[]): Addresses {
  // In alphabetical order, as the proxy spells a filter (canonicalFilterAddress): any other spelling is redirected.
  const terms = vocabularies.flatMap(({ param, terms: ofParam }) => [...ofParam].sort().map((term) => ({ param, term })));
  // Each combination a bit mask over `terms`.
  const combinations = Array.from({ length: 2 ** terms.length - 1 }, (_, index) => index + 1).sort((a, b) => termCount(a) - termCount(b) || a - b);
  return eachOnce(combinations, 'filter combinations', (mask) => {
    const address = new URL(url);
    for (const { param } of vocabularies) address.searchParams.delete(param);
    for (const [index, { param, term }] of terms.entries()) {
      if (!(Math.floor(mask / 2 ** index) % 2)) continue;
      const before = address.searchParams.get(param);
      address.searchParams.set(param, before ? `${before},${term}` : term);
    }
    return `${address.pathname}${address.search}`;
  });
}

/** How a search term may be written: each spelling is a new address (and a new rendering) of the same search. */
const SPELLINGS: readonly ((term: string) => string)[] = [
  (term) => term,
  (term) => term.charAt(0).toUpperCase() + term.slice(1),
  (term) => term.toUpperCase(),
];

const MIN_PREFIX = 3;

/** `text` cut after each of its characters from the third on, as a shopper types it ('res', 'rest', 'resta'…). */
const prefixes = (text: string, from = MIN_PREFIX) => Array.from({ length: Math.max(0, text.length - from + 1) }, (_, index) => text.slice(0, from + index));

/**
 * What shoppers type to find the cards titled `titles`, each term once: the prefixes of every word, then of every two
 * words that follow each other in a title ('olive gro'), each in every spelling, the shorter first.
 */
export function searchTerms(titles: readonly string[]): string[] {
  const wordsOf = (title: string) => (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const words = titles.flatMap(wordsOf).filter((word) => word.length >= MIN_PREFIX);
  const pairs = titles.flatMap((title) => wordsOf(title).slice(1).map((word, index) => [wordsOf(title)[index] ?? '', word] as const));
  const typed = [
    ...words.flatMap((word) => prefixes(word)),
    ...pairs.flatMap(([first, second]) => prefixes(second).map((prefix) => `${first} ${prefix}`)),
  ].sort((a, b) => a.length - b.length);
  return [...new Set(SPELLINGS.flatMap((spell) => typed.map(spell)))].sort((a, b) => a.length - b.length);
}

/**
 * Each request a search term nobody asked for before in this run: `url` with `parameter` set to the next of `terms`,
 * counted across rounds. Fails once every term has been asked.
 */
export function newSearchAddresses(url: string, parameter: string, terms: readonly string[]): Addresses {
  return eachOnce([...new Set(terms)], 'search terms', (term) => {
    const address = new URL(url);
    address.searchParams.set(parameter, term);
    return `${address.pathname}${address.search}`;
  });
}

/** Addresses of `values` in turn, each asked once across rounds; fails once all of them were asked. */
function eachOnce<T>(values: readonly T[], what: string, addressOf: (value: T) => string): Addresses {
  let asked = 0;
  return () => {
    const value = values[asked];
    asked += 1;
    if (value === undefined) throw new LoadMeasurementError(`all ${values.length} ${what} were asked`);
    return addressOf(value);
  };
}

/** Fires GET requests at `url` over `connections` keep-alive connections for one round. */
export async function measureLoad(
  url: string,
  options: Pick<LoadOptions, 'connections' | 'durationSeconds'>,
  addresses: Addresses = 'same',
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const round = Math.random().toString(36).slice(2, 10);
  let sent = 0;
  const requests = addresses === 'same' ? undefined : [{ setupRequest: (request: object) => ({ ...request, path: addresses(round, sent++) }) }];
  const instance = autocannon({ url, connections: options.connections, duration: options.durationSeconds, ...(requests ? { requests } : {}) });
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

/** The round with the median request rate (a whole round, so its latencies belong to its rate). */
export function medianRound(rounds: readonly LoadFigures[]): LoadFigures {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new LoadMeasurementError('no load round to take the median of');
  return median;
}

/**
 * Loads each URL in alternating rounds (a warm-up round each first) and keeps each one's median round, so a change in
 * the machine's load during the run hits them all alike. Figures come back in the order of `urls`.
 */
export async function compareLoad(urls: readonly string[], options: LoadOptions, addresses: Addresses = 'same'): Promise<LoadFigures[]> {
  for (const url of urls) await measureLoad(url, { connections: options.connections, durationSeconds: options.warmUpSeconds }, addresses);
  const rounds = urls.map((): LoadFigures[] => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, url] of urls.entries()) rounds[index]?.push(await measureLoad(url, options, addresses));
  }
  return rounds.map((figures) => medianRound(figures));
}
