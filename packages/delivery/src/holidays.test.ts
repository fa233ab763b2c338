import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter.ts';
import { NO_HOLIDAYS, holidayCalendar, holidaysFor } from './holidays.ts';
import { isoDate, localDate } from './local-date.ts';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], [2000, '2000-04-23'], [2024, '2024-03-31'], [2025, '2025-04-20'], [2026, '2026-04-05'],
    [2027, '2027-03-28'], [2038, '2038-04-25'],
  ])('falls in %i on %s', (year, date) => {
    expect(isoDate(easterSunday(year))).toBe(date);
    expect(easterSunday(year).weekday).toBe(0);
  });
});

describe('holidaysFor', () => {
  it('lists Ireland\'s public holidays, with a substitute for St Stephen\'s Day on a Saturday', () => {
    expect(holidaysFor('IE', 2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-02-02', name: "St Brigid's Day" },
      { date: '2026-03-17', name: "St Patrick's Day" },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-05-04', name: 'May Day' },
      { date: '2026-06-01', name: 'June Holiday' },
      { date: '2026-08-03', name: 'August Holiday' },
      { date: '2026-10-26', name: 'October Holiday' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: "St Stephen's Day" },
      { date: '2026-12-28', name: "St Stephen's Day (substitute day)" },
    ]);
  });

  it('keeps St Brigid\'s Day on 1 February when that is a Friday, and only since 2023', () => {
    expect(holidaysFor('IE', 2030).find((holiday) => holiday.name === "St Brigid's Day")?.date).toBe('2030-02-01');
    expect(holidaysFor('IE', 2027).find((holiday) => holiday.name === "St Brigid's Day")?.date).toBe('2027-02-01');
    expect(holidaysFor('IE', 2022).some((holiday) => holiday.name === "St Brigid's Day")).toBe(false);
  });

  it('gives each Irish holiday on a weekend its own next free weekday', () => {
    const substitutes = (year: number) => holidaysFor('IE', year).filter((holiday) => holiday.name.endsWith('(substitute day)')).map((holiday) => holiday.date);
    expect(substitutes(2021)).toEqual(['2021-12-27', '2021-12-28']); // Christmas on Saturday, St Stephen's on Sunday
    expect(substitutes(2022)).toEqual(['2022-01-03', '2022-12-27']); // New Year on Saturday; Christmas on Sunday
    expect(substitutes(2024)).toEqual(['2024-03-18']); // St Patrick's Day on Sunday
  });

  it('lists the Netherlands\' holidays, with King\'s Day on Saturday when the 27th is a Sunday', () => {
    expect(holidaysFor('NL', 2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01', '2026-04-05', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-24', '2026-05-25', '2026-12-25', '2026-12-26',
    ]);
    expect(holidaysFor('NL', 2025).find((holiday) => holiday.name === 'Koningsdag')?.date).toBe('2025-04-26');
  });

  it('knows only the fixed national holidays of other store countries, and none of unknown ones', () => {
    expect(holidaysFor('DE', 2026).map((holiday) => holiday.date)).toEqual(['2026-01-01', '2026-05-01', '2026-10-03', '2026-12-25', '2026-12-26']);
    expect(holidaysFor('XX', 2026)).toEqual([]);
    expect(holidaysFor('toString', 2026)).toEqual([]);
  });
});

describe('holidayCalendar', () => {
  it('answers for any year of the country', () => {
    const ireland = holidayCalendar('IE');
    expect(ireland.isHoliday(localDate(2026, 3, 17))).toBe(true);
    expect(ireland.isHoliday(localDate(2031, 3, 17))).toBe(true);
    expect(ireland.isHoliday(localDate(2026, 3, 18))).toBe(false);
    expect(holidayCalendar('NL').isHoliday(localDate(2026, 3, 17))).toBe(false);
    expect(NO_HOLIDAYS.isHoliday(localDate(2026, 12, 25))).toBe(false);
  });
});
