import type { HolidayCalendar } from './holidays.ts';
import { addDays, isoDate, type LocalDate } from './local-date.ts';
import { storeClock } from './store-clock.ts';

export type DeliveryKind = 'DIGITAL' | 'PHYSICAL';

/** Orders placed on a working day before this hour (store time) ship the same day. */
export const SAME_DAY_CUTOFF_HOUR = 17;
/** Digital cards are e-mailed within this time of ordering. */
export const DIGITAL_DELIVERY_MS = 60 * 60 * 1000;
/** Regular post delivers this many working days after shipping, at the earliest and at the latest. */
export const POST_DELIVERY_WORKING_DAYS = { from: 1, by: 3 } as const;

export type DeliveryPromise =
  | {
      readonly kind: 'DIGITAL';
      /** The latest moment the e-mail goes out. */
      readonly deliveredBy: Date;
    }
  | {
      readonly kind: 'PHYSICAL';
      readonly shipsToday: boolean;
      readonly shipDate: LocalDate;
      /** First day the post delivers to a letterbox after shipping (Tuesday to Saturday, not a holiday). */
      readonly letterboxDate: LocalDate;
      /** Regular post: between one and three working days after shipping, or from the letterbox day when the post
       *  delivers sooner (a Saturday after a Friday's shipping): the window never starts after the letterbox day. */
      readonly deliveredFrom: LocalDate;
      readonly deliveredBy: LocalDate;
      /** A registered shipment is signed for, never left in a letterbox: its window opens on the first working day
       *  after shipping, never on the letterbox Saturday. */
      readonly registeredFrom: LocalDate;
    };

export type PhysicalDeliveryPromise = Extract<DeliveryPromise, { kind: 'PHYSICAL' }>;

/**
 * Spec §1: digital cards arrive by e-mail within 1 hour; physical cards ship the same day when ordered before 17:00
 * on a working day (else the next working day), arrive in 1–3 working days, and by letterbox on the next delivery
 * day (Tuesday to Saturday). Weekends and the store country's public holidays are not working days, and the post
 * does not deliver on holidays.
 */
export function deliveryPromise(kind: DeliveryKind, now: Date, timeZone: string, holidays: HolidayCalendar): DeliveryPromise {
  if (kind === 'DIGITAL') return { kind: 'DIGITAL', deliveredBy: new Date(now.getTime() + DIGITAL_DELIVERY_MS) };
  const isWorkingDay = (date: LocalDate) => date.weekday >= 1 && date.weekday <= 5 && !holidays.isHoliday(date);
  const isLetterboxDeliveryDay = (date: LocalDate) => date.weekday >= 2 && date.weekday <= 6 && !holidays.isHoliday(date);
  const nextDay = (date: LocalDate, accepts: (date: LocalDate) => boolean) => {
    let candidate = addDays(date, 1);
    while (!accepts(candidate)) candidate = addDays(candidate, 1);
    return candidate;
  };
  const afterWorkingDays = (date: LocalDate, count: number) => {
    let result = date;
    for (let step = 0; step < count; step += 1) result = nextDay(result, isWorkingDay);
    return result;
  };

  const { date: today, hour } = storeClock(now, timeZone);
  const shipsToday = isWorkingDay(today) && hour < SAME_DAY_CUTOFF_HOUR;
  const shipDate = shipsToday ? today : nextDay(today, isWorkingDay);
  const letterboxDate = nextDay(shipDate, isLetterboxDeliveryDay);
  const firstWorkingDay = afterWorkingDays(shipDate, POST_DELIVERY_WORKING_DAYS.from);
  return {
    kind: 'PHYSICAL',
    shipsToday,
    shipDate,
    letterboxDate,
    deliveredFrom: isoDate(letterboxDate) < isoDate(firstWorkingDay) ? letterboxDate : firstWorkingDay,
    deliveredBy: afterWorkingDays(shipDate, POST_DELIVERY_WORKING_DAYS.by),
    registeredFrom: firstWorkingDay,
  };
}
