import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, normaliseSearchTerm, searchTermOf } from './search-term.ts';

describe('the search term of a page', () => {
  it('is the first ?s= value with its spaces collapsed', () => {
    expect(searchTermOf({ s: '  spa   day ' })).toBe('spa day');
    expect(searchTermOf({ s: ['cinema', 'spa'] })).toBe('cinema');
  });

  it('is absent without a term, or with only spaces and control characters', () => {
    expect(searchTermOf({})).toBeNull();
    expect(searchTermOf({ s: '' })).toBeNull();
    expect(searchTermOf({ s: ' \u0000\t\u200b ' })).toBeNull();
    expect(normaliseSearchTerm(42)).toBeNull();
  });

  it('reads control characters and unpaired surrogates as spaces, which the API would refuse', () => {
    expect(normaliseSearchTerm('spa\u0000day')).toBe('spa day');
    expect(normaliseSearchTerm('spa\ud800')).toBe('spa');
  });

  it('is cut to the length the API takes without splitting a character', () => {
    const emoji = '😀'.repeat(60);
    const term = normaliseSearchTerm(emoji) ?? '';
    expect(term.length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
    expect(term).toBe('😀'.repeat(50));
    expect(normaliseSearchTerm(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99));
  });
});
