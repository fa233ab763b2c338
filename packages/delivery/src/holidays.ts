import { easterSunday } from './easter.ts';
import { addDays, isoDate, localDate, type IsoDate, type LocalDate } from './local-date.ts';

export interface Holiday {
  readonly date: IsoDate;
  readonly name: string;
}

/** Which days are public holidays: neither dispatch nor the post works on them. */
export interface HolidayCalendar {
  isHoliday(date: LocalDate): boolean;
}

interface HolidayRule {
  readonly name: string;
  /** The day in `year`, or null in a year it was not yet a holiday. */
  readonly on: (year: number) => LocalDate | null;
  /** When it falls on a weekend, the next weekday that is not a holiday is given off instead (Ireland). */
  readonly substitutedOffWeekend?: boolean;
}

const MONDAY = 1;
const FRIDAY = 5;
const isWeekend = (date: LocalDate) => date.weekday === 0 || date.weekday === 6;

function fixed(name: string, month: number, day: number, options: { substitutedOffWeekend?: boolean } = {}): HolidayRule {
  return { name, on: (year) => localDate(year, month, day), ...options };
}

function fromEaster(name: string, daysAfterEasterSunday: number): HolidayRule {
  return { name, on: (year) => addDays(easterSunday(year), daysAfterEasterSunday) };
}

function firstWeekdayOfMonth(year: number, month: number, weekday: number): LocalDate {
  const first = localDate(year, month, 1);
  return addDays(first, (weekday - first.weekday + 7) % 7);
}

function firstMonday(name: string, month: number): HolidayRule {
  return { name, on: (year) => firstWeekdayOfMonth(year, month, MONDAY) };
}

function lastMonday(name: string, month: number): HolidayRule {
  return {
    name,
    on: (year) => {
      const last = localDate(year, month + 1, 0);
      return addDays(last, -((last.weekday - MONDAY + 7) % 7));
    },
  };
}

/** Ireland's public holidays (Organisation of Working Time Act, St Brigid's Day since 2023). */
const IRELAND: readonly HolidayRule[] = [
  fixed("New Year's Day", 1, 1, { substitutedOffWeekend: true }),
  {
    name: "St Brigid's Day",
    on: (year) => {
      if (year < 2023) return null;
      const first = localDate(year, 2, 1);
      return first.weekday === FRIDAY ? first : firstWeekdayOfMonth(year, 2, MONDAY);
    },
  },
  fixed("St Patrick's Day", 3, 17, { substitutedOffWeekend: true }),
  fromEaster('Easter Monday', 1),
  firstMonday('May Day', 5),
  firstMonday('June Holiday', 6),
  firstMonday('August Holiday', 8),
  lastMonday('October Holiday', 10),
  fixed('Christmas Day', 12, 25, { substitutedOffWeekend: true }),
  fixed("St Stephen's Day", 12, 26, { substitutedOffWeekend: true }),
];

/**
 * The Netherlands' general holidays. Good Friday and Liberation Day (5 May) are left out: they are not general days
 * off, and the post delivers on them.
 */
const NETHERLANDS: readonly HolidayRule[] = [
  fixed('Nieuwjaarsdag', 1, 1),
  fromEaster('Eerste Paasdag', 0),
  fromEaster('Tweede Paasdag', 1),
  {
    name: 'Koningsdag',
    on: (year) => {
      if (year < 2014) return null;
      const kingsDay = localDate(year, 4, 27);
      return kingsDay.weekday === 0 ? localDate(year, 4, 26) : kingsDay;
    },
  },
  fromEaster('Hemelvaartsdag', 39),
  fromEaster('Eerste Pinksterdag', 49),
  fromEaster('Tweede Pinksterdag', 50),
  fixed('Eerste Kerstdag', 12, 25),
  fixed('Tweede Kerstdag', 12, 26),
];

type FixedDay = readonly [month: number, day: number, name: string];
const fixedDays = (days: readonly FixedDay[]): readonly HolidayRule[] => days.map(([month, day, name]) => fixed(name, month, day));

const NEW_YEAR: FixedDay = [1, 1, "New Year's Day"];
const EPIPHANY: FixedDay = [1, 6, 'Epiphany'];
const LABOUR_DAY: FixedDay = [5, 1, 'Labour Day'];
const ASSUMPTION: FixedDay = [8, 15, 'Assumption Day'];
const ALL_SAINTS: FixedDay = [11, 1, "All Saints' Day"];
const IMMACULATE_CONCEPTION: FixedDay = [12, 8, 'Immaculate Conception'];
const CHRISTMAS: FixedDay = [12, 25, 'Christmas Day'];
const SECOND_CHRISTMAS_DAY: FixedDay = [12, 26, 'Second Day of Christmas'];

/**
 * Other store countries: only their nationwide holidays on fixed dates. Movable feasts (Easter, Ascension,
 * Whitsun), regional holidays and weekend substitutes are not modelled for them, so on those days a promise may be
 * a day early. A country missing here has no holidays.
 */
const FIXED_DATE_ONLY: Readonly<Record<string, readonly HolidayRule[]>> = {
  AE: fixedDays([NEW_YEAR, [12, 2, 'National Day'], [12, 3, 'National Day']]),
  AT: fixedDays([NEW_YEAR, EPIPHANY, LABOUR_DAY, ASSUMPTION, [10, 26, 'National Day'], ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  AU: fixedDays([NEW_YEAR, [1, 26, 'Australia Day'], [4, 25, 'Anzac Day'], CHRISTMAS, [12, 26, 'Boxing Day']]),
  BE: fixedDays([NEW_YEAR, LABOUR_DAY, [7, 21, 'National Day'], ASSUMPTION, ALL_SAINTS, [11, 11, 'Armistice Day'], CHRISTMAS]),
  BR: fixedDays([NEW_YEAR, [4, 21, 'Tiradentes'], LABOUR_DAY, [9, 7, 'Independence Day'], [10, 12, 'Our Lady of Aparecida'], [11, 2, "All Souls' Day"], [11, 15, 'Republic Day'], CHRISTMAS]),
  CA: fixedDays([NEW_YEAR, [7, 1, 'Canada Day'], CHRISTMAS]),
  CH: fixedDays([NEW_YEAR, [8, 1, 'Swiss National Day'], CHRISTMAS]),
  DE: fixedDays([NEW_YEAR, LABOUR_DAY, [10, 3, 'German Unity Day'], CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  DK: fixedDays([NEW_YEAR, CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  ES: fixedDays([NEW_YEAR, EPIPHANY, LABOUR_DAY, ASSUMPTION, [10, 12, 'National Day'], ALL_SAINTS, [12, 6, 'Constitution Day'], IMMACULATE_CONCEPTION, CHRISTMAS]),
  FR: fixedDays([NEW_YEAR, LABOUR_DAY, [5, 8, 'Victory in Europe Day'], [7, 14, 'Bastille Day'], ASSUMPTION, ALL_SAINTS, [11, 11, 'Armistice Day'], CHRISTMAS]),
  GB: fixedDays([NEW_YEAR, CHRISTMAS, [12, 26, 'Boxing Day']]),
  IT: fixedDays([NEW_YEAR, EPIPHANY, [4, 25, 'Liberation Day'], LABOUR_DAY, [6, 2, 'Republic Day'], ASSUMPTION, ALL_SAINTS, IMMACULATE_CONCEPTION, CHRISTMAS, [12, 26, "St Stephen's Day"]]),
  MX: fixedDays([NEW_YEAR, LABOUR_DAY, [9, 16, 'Independence Day'], CHRISTMAS]),
  NO: fixedDays([NEW_YEAR, LABOUR_DAY, [5, 17, 'Constitution Day'], CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  NZ: fixedDays([NEW_YEAR, [1, 2, 'Day after New Year'], [2, 6, 'Waitangi Day'], [4, 25, 'Anzac Day'], CHRISTMAS, [12, 26, 'Boxing Day']]),
  PL: fixedDays([NEW_YEAR, EPIPHANY, LABOUR_DAY, [5, 3, 'Constitution Day'], ASSUMPTION, ALL_SAINTS, [11, 11, 'Independence Day'], CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  PT: fixedDays([NEW_YEAR, [4, 25, 'Freedom Day'], LABOUR_DAY, [6, 10, 'Portugal Day'], ASSUMPTION, [10, 5, 'Republic Day'], ALL_SAINTS, [12, 1, 'Restoration of Independence'], IMMACULATE_CONCEPTION, CHRISTMAS]),
  SE: fixedDays([NEW_YEAR, EPIPHANY, LABOUR_DAY, [6, 6, 'National Day'], CHRISTMAS, SECOND_CHRISTMAS_DAY]),
  US: fixedDays([NEW_YEAR, [7, 4, 'Independence Day'], CHRISTMAS]),
};

const RULES: Readonly<Record<string, readonly HolidayRule[]>> = { ...FIXED_DATE_ONLY, IE: IRELAND, NL: NETHERLANDS };

function rulesFor(country: string): readonly HolidayRule[] {
  return Object.hasOwn(RULES, country) ? (RULES[country] ?? []) : [];
}

/** The public holidays of a store country in one year, in date order, substitute days included. */
export function holidaysFor(country: string, year: number): readonly Holiday[] {
  const days = rulesFor(country).flatMap((rule) => {
    const date = rule.on(year);
    return date ? [{ rule, date }] : [];
  });
  days.sort((a, b) => isoDate(a.date).localeCompare(isoDate(b.date)));
  const taken = new Set(days.map(({ date }) => isoDate(date)));
  const holidays: Holiday[] = days.map(({ rule, date }) => ({ date: isoDate(date), name: rule.name }));
  for (const { rule, date } of days) {
    if (!rule.substitutedOffWeekend || !isWeekend(date)) continue;
    let substitute = addDays(date, 1);
    while (isWeekend(substitute) || taken.has(isoDate(substitute))) substitute = addDays(substitute, 1);
    taken.add(isoDate(substitute));
    holidays.push({ date: isoDate(substitute), name: `${rule.name} (substitute day)` });
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** A country's holidays for any year, each year worked out once. */
export function holidayCalendar(country: string): HolidayCalendar {
  const byYear = new Map<number, ReadonlySet<string>>();
  return {
    isHoliday(date) {
      let days = byYear.get(date.year);
      if (!days) {
        days = new Set(holidaysFor(country, date.year).map((holiday) => holiday.date));
        byYear.set(date.year, days);
      }
      return days.has(isoDate(date));
    },
  };
}

export const NO_HOLIDAYS: HolidayCalendar = { isHoliday: () => false };
