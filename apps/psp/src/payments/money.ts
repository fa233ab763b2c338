import type { Money } from './types.ts';

const DEFAULT_LOCALE = 'en-IE';

function locale(requested: string | null | undefined): string {
  if (!requested) return DEFAULT_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([requested])[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Digits after the decimal separator for a currency (2 for EUR, 0 for JPY), as ICU knows them. */
export function minorUnits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `{ currency: 'EUR', value: 2500 }` → '€25.00' (in the shopper's locale when it is known). */
export function formatMoney(money: Money, shopperLocale?: string | null): string {
  const digits = minorUnits(money.currency);
  const major = money.value / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale(shopperLocale), {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${money.currency} ${major.toFixed(digits)}`;
  }
}
