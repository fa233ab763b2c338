import type { LocalDate } from './local-date.ts';

const MINUTE_MS = 60_000;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes between `instant`'s wall clock in `timeZone` and UTC's. */
function offsetMinutes(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a store-local day reads `minuteOfDay` on the clock (asked twice: the offset may differ across a clock change). */
export function zonedInstant(date: LocalDate, minuteOfDay: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * MINUTE_MS;
  return new Date(asUtc - offsetMinutes(first, timeZone) * MINUTE_MS);
}
