import type { LocalDate } from './local-date.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The wall-clock day and hour at `now` in `timeZone`. */
export function storeClock(now: Date, timeZone: string): { readonly date: LocalDate; readonly hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', weekday: 'short', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  return {
    date: { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')), weekday },
    hour: Number(part('hour')),
  };
}
