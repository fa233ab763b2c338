import { describe, expect, it } from 'vitest';
import { holidayCalendar, NO_HOLIDAYS } from './holidays.ts';
import { afterOpeningMinutes, openingDays } from './opening-hours.ts';

const WEEKDAYS = [{ days: 'Mo-Fr', opens: '09:00', closes: '17:30' }] as const;
const inDublin = (at: string) => afterOpeningMinutes(new Date(at), 60, WEEKDAYS, 'Europe/Dublin', holidayCalendar('IE')).toISOString();

describe('opening days', () => {
  it('reads ranges and lists, a range over the weekend included', () => {
    expect([...openingDays('Mo-Fr')].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...openingDays('Sa,Su')].sort()).toEqual([0, 6]);
    expect([...openingDays('Fr-Mo')].sort()).toEqual([0, 1, 5, 6]);
    expect([...openingDays('Mo-We,Fr')].sort()).toEqual([1, 2, 3, 5]);
  });
});

describe('an hour of opening time', () => {
  it('is an hour on the clock while the desk is open, in winter and in summer', () => {
    expect(inDublin('2026-11-30T10:00:00Z')).toBe('2026-11-30T11:00:00.000Z');
    // 10:00 Irish summer time is 09:00 UTC.
    expect(inDublin('2026-07-06T09:00:00Z')).toBe('2026-07-06T10:00:00.000Z');
  });

  it('waits for the opening when asked before it, after closing or at the weekend', () => {
    expect(inDublin('2026-11-30T07:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
    expect(inDublin('2026-11-27T22:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
    expect(inDublin('2026-11-28T12:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
  });

  it('carries what is left at closing into the next opening day, past a clock change', () => {
    expect(inDublin('2026-11-27T17:00:00Z')).toBe('2026-11-30T09:30:00.000Z');
    // Friday 27 March 2026, 17:00 GMT; the clocks go forward on Sunday: Monday 09:30 is 08:30 UTC.
    expect(inDublin('2026-03-27T17:00:00Z')).toBe('2026-03-30T08:30:00.000Z');
  });

  it('skips public holidays: Christmas, and St Stephen\'s Day given off on the Monday', () => {
    expect(inDublin('2026-12-24T17:00:00Z')).toBe('2026-12-29T09:30:00.000Z');
  });

  it("counts on the store's own clock", () => {
    // Friday 23:00 in Mexico City is Saturday 05:00 UTC: the hour starts on Monday at 09:00 there (15:00 UTC).
    expect(afterOpeningMinutes(new Date('2026-11-28T05:00:00Z'), 60, WEEKDAYS, 'America/Mexico_City', NO_HOLIDAYS).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });

  it('leaves the time as it is for hours that never open', () => {
    const never = [{ days: 'Mo', opens: '10:00', closes: '10:00' }];
    expect(afterOpeningMinutes(new Date('2026-11-30T10:00:00Z'), 60, never, 'Europe/Dublin', NO_HOLIDAYS).toISOString()).toBe('2026-11-30T11:00:00.000Z');
  });
});
