import type { HolidayCalendar } from './holidays.ts';
import { addDays, type LocalDate } from './local-date.ts';
import { storeClock } from './store-clock.ts';
import { zonedInstant } from './zoned-instant.ts';

/** A brand's opening hours for a set of days, as brand files write them: `Mo-Fr`, `Sa,Su`; `09:00` to `17:30`. */
export interface OpeningHours {
  readonly days: string;
  readonly opens: string;
  readonly closes: string;
}

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
const MINUTE_MS = 60_000;
/** How far ahead opening time is looked for: past any run of holidays and closed days. */
const LOOKAHEAD_DAYS = 31;

function weekdayOf(code: string): number {
  const weekday = DAY_CODES.indexOf(code as (typeof DAY_CODES)[number]);
  if (weekday < 0) throw new Error(`unknown day "${code}" in opening hours`);
  return weekday;
}

/** The weekdays (0 = Sunday) a `days` value names: a list of days and ranges, a range wrapping over Sunday too. */
export function openingDays(days: string): ReadonlySet<number> {
  const weekdays = new Set<number>();
  for (const part of days.split(',')) {
    const [first, last = first] = part.split('-') as [string, string?];
    const from = weekdayOf(first);
    const to = weekdayOf(last);
    for (let day = from; ; day = (day + 1) % 7) {
      weekdays.add(day);
      if (day === to) break;
    }
  }
  return weekdays;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * The moment `minutes` of opening time have passed since `from`: time counts only while the desk is open, on the
 * store's clock, never on a public holiday. A request that arrives after closing waits for the next opening.
 * Hours that never open leave the time as it is.
 */
export function afterOpeningMinutes(
  from: Date,
  minutes: number,
  hours: readonly OpeningHours[],
  timeZone: string,
  holidays: HolidayCalendar,
): Date {
  const ranges = hours.map((range) => ({ days: openingDays(range.days), opens: minutesOf(range.opens), closes: minutesOf(range.closes) }));
  let remaining = minutes * MINUTE_MS;
  let day = storeClock(from, timeZone).date;
  for (let step = 0; step < LOOKAHEAD_DAYS; step += 1, day = addDays(day, 1)) {
    if (holidays.isHoliday(day)) continue;
    const today = ranges.filter((range) => range.days.has(day.weekday) && range.closes > range.opens).sort((a, b) => a.opens - b.opens);
    for (const range of today) {
      const start = Math.max(from.getTime(), zonedInstant(day, range.opens, timeZone).getTime());
      const end = zonedInstant(day, range.closes, timeZone).getTime();
      if (end <= start) continue;
      if (end - start >= remaining) return new Date(start + remaining);
      remaining -= end - start;
    }
  }
  return new Date(from.getTime() + minutes * MINUTE_MS);
}
