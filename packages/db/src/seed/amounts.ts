import { minorUnitDigits } from '@shop/money';

/**
 * Prices are authored once in euro cents and converted to each store's currency with a rough
 * exchange rate, then rounded to an amount a shop would really print (e.g. 2500 → £20, 250 kr).
 */
const approximateUnitsPerEuro: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 0.85,
  USD: 1.1,
  CAD: 1.5,
  AUD: 1.65,
  NZD: 1.8,
  CHF: 0.95,
  SEK: 11,
  NOK: 11.5,
  DKK: 7.5,
  PLN: 4.3,
  BRL: 5.5,
  MXN: 19,
  AED: 4,
};

export function unitsPerEuro(currency: string): number {
  const rate = approximateUnitsPerEuro[currency];
  if (rate === undefined) throw new Error(`No seed exchange rate for currency ${currency}`);
  return rate;
}

/** Converts a euro amount (cents) to a rounded amount in minor units of `currency`. */
export function localAmount(euroCents: number, currency: string): number {
  const minor = euroCents * unitsPerEuro(currency);
  const step = niceStep(minor);
  return Math.max(step, Math.round(minor / step) * step);
}

/**
 * A custom amount's bound in the store's currency. A product whose amount is typed in whole units gets whole-unit
 * bounds, the minimum rounded up and the maximum down, so both can be typed (€10 is £8.50 by the rate, which a whole-
 * pound field could never take: the minimum becomes £9).
 */
export function localAmountBound(euroCents: number, currency: string, bound: 'min' | 'max', wholeUnits: boolean): number {
  const minor = localAmount(euroCents, currency);
  if (!wholeUnits) return minor;
  const unit = 10 ** minorUnitDigits(currency);
  const whole = bound === 'min' ? Math.ceil(minor / unit) : Math.floor(minor / unit);
  return Math.max(1, whole) * unit;
}

function niceStep(minor: number): number {
  if (minor < 1_000) return 5;
  if (minor < 10_000) return 100;
  if (minor < 100_000) return 500;
  return 5_000;
}
