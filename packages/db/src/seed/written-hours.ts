import type { SeedBusinessHours } from './stores.ts';

export const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof dayCodes)[number];

/** The days of one line of opening hours: a range ('Mo-Fr') or one or more single days ('Sa', 'Sa,Su'). */
export type OpeningDays =
  | { readonly kind: 'range'; readonly from: DayCode; readonly to: DayCode }
  | { readonly kind: 'list'; readonly days: readonly DayCode[] };

const isDayCode = (value: string): value is DayCode => (dayCodes as readonly string[]).includes(value);

export function openingDays(days: string): OpeningDays {
  const code = (part: string): DayCode => {
    const trimmed = part.trim();
    if (!isDayCode(trimmed)) throw new Error(`Unknown day "${trimmed}" in opening hours "${days}"`);
    return trimmed;
  };
  if (days.includes('-')) {
    const [from = '', to = ''] = days.split('-');
    return { kind: 'range', from: code(from), to: code(to) };
  }
  return { kind: 'list', days: days.split(',').map(code) };
}

/** One line of opening hours in a language's own words, e.g. 'mandag–fredag kl. 09:00–17:30'. */
export type HoursLine = (days: OpeningDays, opens: string, closes: string) => string;

/** A brand's opening hours written out line by line, for copy that names the days in full. */
export function writtenHours(hours: readonly SeedBusinessHours[], line: HoursLine, separator = '; '): string {
  return hours.map(({ days, opens, closes }) => line(openingDays(days), opens, closes)).join(separator);
}

/** Joins single days the usual way: 'A', 'A and B', 'A, B and C'. */
export function listOfDays(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
