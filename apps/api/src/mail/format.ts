import { formatMoney } from '@shop/money';

/** Formatting for e-mails, in the receiver's locale and the store's currency. */
export interface MailFormat {
  readonly locale: string;
  money(minor: number): string;
  /** A point in time as a calendar date in the store's time zone. */
  date(at: Date): string;
  /** A point in time as date and time of day in the store's time zone ("25 November 2026 at 14:30"). */
  dateTime(at: Date): string;
  /** A store-local calendar date (`YYYY-MM-DD`), as promised on the order. */
  calendarDate(isoDate: string): string;
}

export function mailFormat(locale: string, currency: string, timeZone: string): MailFormat {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const calendarFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    // As the shop shows every amount (spec §9): symbol and code, "€25.00 EUR".
    money: (minor) => formatMoney({ value: minor, currency, locale }),
    date: (at) => dateFormat.format(at),
    dateTime: (at) => dateTimeFormat.format(at),
    calendarDate: (isoDate) => calendarFormat.format(new Date(`${isoDate}T00:00:00Z`)),
  };
}

/** `6280 0012 3456 7890 123`: the way card numbers are printed and typed. */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
