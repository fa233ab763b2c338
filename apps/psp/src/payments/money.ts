import { decimalString, formatMoney as formatAmount } from '@shop/money';
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

/** `{ currency: 'EUR', value: 2500 }` → '€25.00' (in the shopper's locale when it is known). */
export function formatMoney(money: Money, shopperLocale?: string | null): string {
  try {
    return formatAmount({ value: money.value, currency: money.currency, locale: locale(shopperLocale), display: 'symbol' });
  } catch {
    // A currency ICU does not know: the code and the exact amount still tell the shopper what they pay.
    return `${money.currency} ${decimalString(money.value, 'XXX')}`;
  }
}
