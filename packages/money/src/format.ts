import { decimalString } from './currency.ts';

export const MONEY_DISPLAYS = ['symbol', 'code', 'both'] as const;
export type MoneyDisplay = (typeof MONEY_DISPLAYS)[number];

export interface FormatMoneyOptions {
  /** Amount in the currency's minor units (cents for EUR, yen for JPY). */
  readonly value: number;
  /** ISO 4217 code, e.g. `EUR`. */
  readonly currency: string;
  /** BCP 47 locale, e.g. `en-IE`. */
  readonly locale: string;
  /** `both` (the shop's default, spec §9) shows the symbol and the ISO code: "€25.00 EUR". */
  readonly display?: MoneyDisplay;
  /** Whole amounts without decimals ("€500" in a sentence); amounts with cents keep them. */
  readonly wholeWithoutDecimals?: boolean;
}

/**
 * Building an Intl.NumberFormat costs about a hundred times more than formatting with one, and a product list formats
 * a price per card on every request: formatters are made once per locale, currency and style and then reused.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, currencyDisplay: 'symbol' | 'code', whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${currencyDisplay} ${whole}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    formatters.set(key, made);
  }
  return made;
}

/** An amount of money as a shopper of `locale` reads it, in its own currency's units and symbol. */
export function formatMoney({ value, currency, locale, display = 'both', wholeWithoutDecimals = false }: FormatMoneyOptions): string {
  const amount = decimalString(value, currency);
  const whole = wholeWithoutDecimals && /^-?\d+(\.0+)?$/.test(amount);
  if (display === 'code') return formatter(locale, currency, 'code', whole).format(amount);

  const symbolFormatter = formatter(locale, currency, 'symbol', whole);
  const withSymbol = symbolFormatter.format(amount);
  if (display === 'symbol') return withSymbol;

  // Where the locale's symbol already is the code (de-CH "CHF 25.00"), repeating it adds nothing.
  const symbol = symbolFormatter.formatToParts(0).find((part) => part.type === 'currency')?.value;
  return symbol === currency ? withSymbol : `${withSymbol} ${currency}`;
}
