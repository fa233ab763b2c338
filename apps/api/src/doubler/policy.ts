import { isoDate, localDate, storeClock, type IsoDate, type LocalDate } from '@shop/delivery';

/** The store-local hour the draw is held on its day. */
export const DRAW_HOUR = 12;
const MONDAY = 1;

function firstMondayOf(year: number, month: number): LocalDate {
  const first = localDate(year, month, 1);
  return localDate(year, month, 1 + ((MONDAY - first.weekday + 7) % 7));
}

function compare(a: LocalDate, b: LocalDate): number {
  return isoDate(a).localeCompare(isoDate(b));
}

/**
 * Spec §1: the winner is drawn on the first Monday of each month. A card entered before that day is in this month's
 * draw; from the draw's day on, entries go to next month's.
 */
export function nextDrawDate(now: Date, timeZone: string): IsoDate {
  const today = storeClock(now, timeZone).date;
  const thisMonth = firstMondayOf(today.year, today.month);
  if (compare(today, thisMonth) < 0) return isoDate(thisMonth);
  const next = localDate(today.year, today.month + 1, 1);
  return isoDate(firstMondayOf(next.year, next.month));
}

/** When a draw is held: `DRAW_HOUR` o'clock on its day, in the store's time zone. */
export function drawInstant(drawDate: IsoDate, timeZone: string): Date {
  const [year, month, day] = drawDate.split('-').map(Number) as [number, number, number];
  const noonUtc = Date.UTC(year, month - 1, day, DRAW_HOUR);
  // The zone's offset at that moment (no zone changes its clocks around midday).
  const offsetHours = ((storeClock(new Date(noonUtc), timeZone).hour - DRAW_HOUR + 36) % 24) - 12;
  return new Date(noonUtc - offsetHours * 3_600_000);
}

/** The draw after a held one: the first Monday of the following month. */
export function drawAfter(drawDate: string): IsoDate {
  const [year, month] = drawDate.split('-').map(Number) as [number, number];
  const next = localDate(year, month + 1, 1);
  return isoDate(firstMondayOf(next.year, next.month));
}
