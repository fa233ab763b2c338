import { describe, expect, it } from 'vitest';
import { distinctAddress, medianRound, newFilterAddresses, newSearchAddresses, percentile, searchTerms } from './load.ts';

describe('percentile', () => {
  const latencies = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect(percentile(latencies, 50)).toBe(50);
    expect(percentile(latencies, 95)).toBe(95);
    expect(percentile(latencies, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('medianRound', () => {
  const round = (requestsPerSecond: number, p95Ms: number) => ({ requestsPerSecond, p50Ms: 1, p95Ms, requests: requestsPerSecond * 5 });

  it('keeps the whole round with the median rate', () => {
    expect(medianRound([round(300, 9), round(100, 40), round(200, 20)])).toEqual(round(200, 20));
  });

  it('takes the lower middle round of an even count', () => {
    expect(medianRound([round(300, 9), round(100, 40)])).toEqual(round(100, 40));
  });
});

describe('distinctAddress', () => {
  it('adds a campaign parameter the page does not read, new for each request, and keeps the query', () => {
    const url = 'http://127.0.0.1:3000/gift-cards/?cb_api_giftcard_categories=restaurants';
    expect(distinctAddress(url, 'r1', 0)).toBe('/gift-cards/?cb_api_giftcard_categories=restaurants&utm_content=r1-0');
    expect(distinctAddress(url, 'r1', 1)).not.toBe(distinctAddress(url, 'r1', 0));
    expect(distinctAddress('http://127.0.0.1:3000/', 'r2', 5)).toBe('/?utm_content=r2-5');
  });
});

describe('newFilterAddresses', () => {
  it('asks each non-empty combination of the terms once, across rounds, the fewest terms first, then fails', () => {
    const next = newFilterAddresses('http://127.0.0.1:3000/gift-cards/?utm_source=x', [
      { param: 'cb_api_giftcard_categories', terms: ['travel', 'food'] },
      { param: 'cb_api_giftcard_types', terms: ['digital'] },
    ]) as (round: string, n: number) => string;
    const asked = Array.from({ length: 7 }, (_, n) => decodeURIComponent(next(n < 4 ? 'a' : 'b', n)));
    expect(asked).toEqual([
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=food',
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=travel',
      '/gift-cards/?utm_source=x&cb_api_giftcard_types=digital',
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=food,travel',
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=food&cb_api_giftcard_types=digital',
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=travel&cb_api_giftcard_types=digital',
      '/gift-cards/?utm_source=x&cb_api_giftcard_categories=food,travel&cb_api_giftcard_types=digital',
    ]);
    expect(() => next('b', 7)).toThrow('all 7 filter combinations');
  });
});

describe('searchTerms', () => {
  it('types the prefixes of each word and of each two words in a row, in three spellings, the shortest first', () => {
    const terms = searchTerms(['Olive Grove', 'Spa']);
    expect(terms.slice(0, 9)).toEqual(['oli', 'gro', 'spa', 'Oli', 'Gro', 'Spa', 'OLI', 'GRO', 'SPA']);
    expect(terms).toContain('olive grov');
    expect(terms).toContain('OLIVE GROVE');
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.every((term, index) => index === 0 || (terms[index - 1]?.length ?? 0) <= term.length)).toBe(true);
  });
});

describe('newSearchAddresses', () => {
  it('asks each term once, across rounds, then fails', () => {
    const next = newSearchAddresses('http://127.0.0.1:3000/gift-cards/', 's', ['spa', 'olive gro']) as (round: string, n: number) => string;
    expect([next('a', 0), next('b', 1)]).toEqual(['/gift-cards/?s=spa', '/gift-cards/?s=olive+gro']);
    expect(() => next('b', 2)).toThrow('all 2 search terms');
  });
});
