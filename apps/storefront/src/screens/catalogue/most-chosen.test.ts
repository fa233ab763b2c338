import { describe, expect, it } from 'vitest';
import { catalogueSizeClaim, splitMostChosen } from './most-chosen.ts';

describe('splitMostChosen', () => {
  it('features the two most chosen and takes the next four as top products', () => {
    expect(splitMostChosen(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual({ featured: ['a', 'b'], top: ['c', 'd', 'e', 'f'] });
  });
  it('features a single product when the block has only one', () => {
    expect(splitMostChosen(['a'])).toEqual({ featured: ['a'], top: [] });
  });
});

describe('catalogueSizeClaim', () => {
  it('rounds down to the hundred', () => {
    expect(catalogueSizeClaim(257)).toEqual({ kind: 'atLeast', count: 200 });
    expect(catalogueSizeClaim(200)).toEqual({ kind: 'atLeast', count: 200 });
  });
  it('gives the exact count of a small catalogue', () => {
    expect(catalogueSizeClaim(42)).toEqual({ kind: 'exact', count: 42 });
  });
});
