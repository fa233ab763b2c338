/** A calendar day in the store's time zone. `weekday`: 0 = Sunday … 6 = Saturday. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

/** A calendar day as stored and sent: 'YYYY-MM-DD'. */
export type IsoDate = `${number}-${number}-${number}`;

/** The day `month`/`day` of `year`; days past the month's end roll over (31 April is 1 May). */
export function localDate(year: number, month: number, day: number): LocalDate {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate(), weekday: utc.getUTCDay() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return localDate(date.year, date.month, date.day + days);
}

export function isoDate(date: LocalDate): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}` as IsoDate;
}

/** A LocalDate as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function localDateToUtc(date: LocalDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}
