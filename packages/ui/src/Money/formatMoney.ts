export const MONEY_DISPLAYS = ['symbol', 'code', 'both'] as const;
export type MoneyDisplay = (typeof MONEY_DISPLAYS)[number];

export interface FormatMoneyOptions {
  /** Amount in the currency's minor units (cents for EUR, yen for JPY). */
  readonly value: number;
  /** ISO 4217 code, e.g. `EUR`. */
  readonly currency: string;
  /** BCP 47 locale, e.g. `en-IE`. */
  readonly locale: string;
  /** `both` (the shop's default) shows the symbol and the ISO code: "€25.00 EUR". */
  readonly display?: MoneyDisplay;
}

/**
 * Building an Intl.NumberFormat costs about a hundred times more than formatting with one, and a product list formats
 * a price per card on every request: formatters are made once per locale, currency and display and then reused.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function memoizedFormatter(locale: string, currency: string, currencyDisplay: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${locale} ${currency} ${currencyDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many decimals the currency's minor unit has, as Intl knows it (EUR 2, JPY 0, BHD 3). */
export function minorUnitDigits(currency: string): number {
  return memoizedFormatter('en', currency, 'symbol').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The exact decimal string for an integer amount of minor units ("2500", 2 -> "25.00").
 * Intl formats decimal strings exactly, so no float division ever touches the amount.
 */
function toDecimalString(minorUnits: number, digits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const magnitude = Math.abs(minorUnits).toString().padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${magnitude}`;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

export function formatMoney({ value, currency, locale, display = 'both' }: FormatMoneyOptions): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money value must be an integer number of minor units, got ${value}`);
  }
  const digits = minorUnitDigits(currency);
  const amount = toDecimalString(value, digits) as `${number}`;
  if (display === 'code') return memoizedFormatter(locale, currency, 'code').format(amount);

  const symbolFormatter = memoizedFormatter(locale, currency, 'symbol');
  const withSymbol = symbolFormatter.format(amount);
  if (display === 'symbol') return withSymbol;

  // Where the locale's symbol already is the code (de-CH "CHF 25.00"), repeating it adds nothing.
  const symbol = symbolFormatter.formatToParts(0).find((part) => part.type === 'currency')?.value;
  return symbol === currency ? withSymbol : `${withSymbol} ${currency}`;
}
