import { decimalString, minorFromMajor } from './currency.ts';

/** Money in integer minor units of one currency (2500 EUR = 25.00 euro). */
export interface Money {
  readonly currency: string;
  readonly value: number;
}

export class CurrencyMismatchError extends Error {
  constructor(a: string, b: string) {
    super(`Cannot combine ${a} and ${b} amounts`);
  }
}

export function money(currency: string, value: number): Money {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money value must be an integer in minor units, got ${value}`);
  return { currency, value };
}

/** A whole or decimal amount of the currency (`moneyFromMajor('EUR', 500)` is 50 000 cents). */
export function moneyFromMajor(currency: string, major: number): Money {
  return money(currency, minorFromMajor(currency, major));
}

/** Whether two amounts are the same sum in the same currency. */
export function sameMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.value === b.value;
}

export function zero(currency: string): Money {
  return money(currency, 0);
}

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return money(a.currency, a.value + b.value);
}

export function subtract(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return money(a.currency, a.value - b.value);
}

export function times(a: Money, quantity: number): Money {
  return money(a.currency, a.value * quantity);
}

export function sum(currency: string, amounts: readonly Money[]): Money {
  return amounts.reduce(add, zero(currency));
}

/**
 * VAT contained in a VAT-inclusive amount. Rates are in basis points (23% = 2300) so
 * fractional rates (8.1%) stay integral; half-up rounding to the minor unit.
 */
export function vatIncluded(gross: Money, rateBasisPoints: number): Money {
  const vat = Math.round((gross.value * rateBasisPoints) / (10_000 + rateBasisPoints));
  return money(gross.currency, vat);
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Major units as the spec's messages show them: '10' for whole amounts, '10.50' otherwise. */
export function formatMajor(amount: Money): string {
  return decimalString(amount.value, amount.currency).replace(/\.0+$/, '');
}
