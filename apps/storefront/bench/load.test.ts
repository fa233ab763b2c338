import { describe, expect, it } from 'vitest';
import { percentile } from './load.ts';

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
