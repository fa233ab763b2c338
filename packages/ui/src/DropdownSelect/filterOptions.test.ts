import { describe, expect, it } from 'vitest';
import { filterOptions, moveHighlight } from './filterOptions.ts';

describe('moveHighlight', () => {
  it('wraps around both ends', () => {
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(1, 1, 3)).toBe(2);
  });

  it('starts at the first or last option when nothing is highlighted', () => {
    expect(moveHighlight(null, 1, 3)).toBe(0);
    expect(moveHighlight(null, -1, 3)).toBe(2);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(moveHighlight(null, 1, 0)).toBeNull();
    expect(moveHighlight(0, -1, 0)).toBeNull();
  });
});

describe('filterOptions', () => {
  const options = [
    { id: 'tr', label: 'İstanbul' },
    { id: 'ie', label: 'Ireland' },
  ];

  it('keeps every option for blank filter text', () => {
    expect(filterOptions(options, '   ')).toBe(options);
  });

  it('matches with the rules of the given locale', () => {
    expect(filterOptions(options, 'istan', 'tr').map((option) => option.id)).toEqual(['tr']);
    expect(filterOptions(options, 'ISTAN', 'tr').map((option) => option.id)).toEqual([]);
    expect(filterOptions(options, 'IRE', 'en').map((option) => option.id)).toEqual(['ie']);
  });
});
