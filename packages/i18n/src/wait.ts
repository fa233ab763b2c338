/** Past this many minutes a wait is named in hours: a day reads "24 hours", not "1440 minutes". */
const MINUTES_NAMED = 120;

/** A wait as messages name it: whole minutes, and whole hours once it is longer than two hours (else 0). */
export type WaitValues = Readonly<{ minutes: number; hours: number }>;

/** `minutes` is the wait already rounded up to whole minutes. */
export function waitValues(minutes: number): WaitValues {
  return { minutes, hours: minutes > MINUTES_NAMED ? Math.ceil(minutes / 60) : 0 };
}
