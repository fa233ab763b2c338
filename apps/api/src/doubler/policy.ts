import { isoDate, localDate, storeClock, zonedInstant, type IsoDate, type LocalDate } from '@shop/delivery';

/** The store-local hour the draw is held on its day. */
export const DRAW_HOUR = 12;
const MONDAY = 1;

function firstMondayOf(year: number, month: number): LocalDate {
  const first = localDate(year, month, 1);
  return localDate(year, month, 1 + ((MONDAY - first.weekday + 7) % 7));
}

function firstMondayOfMonthAfter(year: number, month: number): LocalDate {
  const next = localDate(year, month + 1, 1);
  return firstMondayOf(next.year, next.month);
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
  return isoDate(firstMondayOfMonthAfter(today.year, today.month));
}

/** When a draw is held: `DRAW_HOUR` o'clock on its day, in the store's time zone. */
export function drawInstant(drawDate: IsoDate, timeZone: string): Date {
  const [year, month, day] = drawDate.split('-').map(Number) as [number, number, number];
  return zonedInstant(localDate(year, month, day), DRAW_HOUR * 60, timeZone);
}

/** The draw after a held one: the first Monday of the following month. */
export function drawAfter(drawDate: string): IsoDate {
  const [year, month] = drawDate.split('-').map(Number) as [number, number];
  return isoDate(firstMondayOfMonthAfter(year, month));
}
