/**
 * What a currency's minor unit is (ISO 4217 as ICU knows it: EUR 2 decimals, JPY 0, BHD 3). Every conversion between
 * an amount people read ("25", "25.50") and the integer minor units money is kept in goes through here.
 */
const digitsByCurrency = new Map<string, number>();

export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units of a whole or decimal major amount (`fromMajor('EUR', 500)` → 50 000); refuses what has no exact minor value. */
export function minorFromMajor(currency: string, major: number): number {
  const minor = major * 10 ** minorUnitDigits(currency);
  const rounded = Math.round(minor);
  // A float like 10.1 × 100 lands a hair off an integer; anything further off had more decimals than the currency.
  if (!Number.isSafeInteger(rounded) || Math.abs(minor - rounded) > 1e-6) {
    throw new RangeError(`${major} ${currency} has no exact amount in minor units`);
  }
  return rounded;
}

/**
 * The exact decimal string of an amount of minor units ("2500", EUR → "25.00"). Intl formats decimal strings
 * exactly, so no float division ever touches the amount.
 */
export function decimalString(minor: number, currency: string): `${number}` {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money value must be an integer number of minor units, got ${minor}`);
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor).toString().padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${magnitude}` as `${number}`;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}` as `${number}`;
}

/** The amount as a decimal number, for receivers that want one (analytics, structured data). */
export function majorNumber(minor: number, currency: string): number {
  return Number(decimalString(minor, currency));
}
