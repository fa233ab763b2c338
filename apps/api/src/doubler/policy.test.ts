import { describe, expect, it } from 'vitest';
import { drawAfter, drawInstant, nextDrawDate } from './policy.ts';

describe('the balance doubler draw dates', () => {
  it('enters a card in the first Monday of this month until that day, then in next month\'s', () => {
    // November 2026 begins on a Sunday: its first Monday is the 2nd; December's is the 7th.
    expect(nextDrawDate(new Date('2026-11-01T20:00:00Z'), 'Europe/Dublin')).toBe('2026-11-02');
    expect(nextDrawDate(new Date('2026-11-02T08:00:00Z'), 'Europe/Dublin')).toBe('2026-12-07');
    expect(nextDrawDate(new Date('2026-11-25T10:00:00Z'), 'Europe/Dublin')).toBe('2026-12-07');
    expect(nextDrawDate(new Date('2026-12-31T23:30:00Z'), 'Europe/Dublin')).toBe('2027-01-04');
  });

  it("reads the day in the store's own time zone", () => {
    // 1 November 23:30 in Dublin is already 2 November in Warsaw: the draw's own day, so the next one is December's.
    expect(nextDrawDate(new Date('2026-11-01T23:30:00Z'), 'Europe/Dublin')).toBe('2026-11-02');
    expect(nextDrawDate(new Date('2026-11-01T23:30:00Z'), 'Europe/Warsaw')).toBe('2026-12-07');
  });

  it('names the draw after a held one: the first Monday of the following month, across a year', () => {
    expect(drawAfter('2026-11-02')).toBe('2026-12-07');
    expect(drawAfter('2026-12-07')).toBe('2027-01-04');
    expect(drawAfter('2031-03-03')).toBe('2031-04-07');
  });

  it('holds the draw at noon, store time, in summer and in winter', () => {
    expect(drawInstant('2026-12-07', 'Europe/Dublin').toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect(drawInstant('2027-06-07', 'Europe/Dublin').toISOString()).toBe('2027-06-07T11:00:00.000Z');
    expect(drawInstant('2026-12-07', 'America/Mexico_City').toISOString()).toBe('2026-12-07T18:00:00.000Z');
    expect(drawInstant('2026-12-07', 'Australia/Sydney').toISOString()).toBe('2026-12-07T01:00:00.000Z');
  });
});
