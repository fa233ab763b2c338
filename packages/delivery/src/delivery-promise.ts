import type { DeliveryKind } from './product-form-schema.ts';

/** Orders placed on a working day before this hour (store time) ship the same day. */
export const SAME_DAY_CUTOFF_HOUR = 17;

/** A calendar day in the store's time zone. `weekday`: 0 = Sunday … 6 = Saturday. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

export type DeliveryPromise =
  | { readonly kind: 'DIGITAL' }
  | {
      readonly kind: 'PHYSICAL';
      readonly shipsToday: boolean;
      readonly shipDate: LocalDate;
      /** First day the post delivers to a letterbox after shipping (Tuesday to Saturday). */
      readonly letterboxDate: LocalDate;
      /** Regular post: between one and three working days after shipping. */
      readonly deliveredFrom: LocalDate;
      readonly deliveredBy: LocalDate;
    };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const isWorkingDay = (date: LocalDate) => date.weekday >= 1 && date.weekday <= 5;
const isLetterboxDeliveryDay = (date: LocalDate) => date.weekday >= 2 && date.weekday <= 6;

function addDays(date: LocalDate, days: number): LocalDate {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate(), weekday: utc.getUTCDay() };
}

function nextDay(date: LocalDate, accepts: (date: LocalDate) => boolean): LocalDate {
  let candidate = addDays(date, 1);
  while (!accepts(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

function afterWorkingDays(date: LocalDate, count: number): LocalDate {
  let result = date;
  for (let step = 0; step < count; step += 1) result = nextDay(result, isWorkingDay);
  return result;
}

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

/**
 * Spec §1: digital cards arrive by e-mail within 1 hour; physical cards ship the same day when ordered before 17:00
 * on a working day (else the next working day), arrive in 1–3 working days, and by letterbox on the next delivery day
 * (Tuesday to Saturday). Public holidays are not known to the shop and count as working days.
 */
export function deliveryPromise(kind: DeliveryKind, now: Date, timeZone: string): DeliveryPromise {
  if (kind === 'DIGITAL') return { kind: 'DIGITAL' };
  const { date: today, hour } = storeClock(now, timeZone);
  const shipsToday = isWorkingDay(today) && hour < SAME_DAY_CUTOFF_HOUR;
  const shipDate = shipsToday ? today : nextDay(today, isWorkingDay);
  return {
    kind: 'PHYSICAL',
    shipsToday,
    shipDate,
    letterboxDate: nextDay(shipDate, isLetterboxDeliveryDay),
    deliveredFrom: afterWorkingDays(shipDate, 1),
    deliveredBy: afterWorkingDays(shipDate, 3),
  };
}

/** A LocalDate as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function localDateToUtc(date: LocalDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}
