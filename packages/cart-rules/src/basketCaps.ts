import type { CartPackage } from './cart.ts';
import { formatMajor, moneyFromMajor, type Money } from '@shop/money';
import { computeTotals, type TotalsPolicy } from './totals.ts';

/**
 * What one basket may hold. A package holds at most 100 cards: that cap is the product form's quantity rule
 * (`MAX_QUANTITY_PER_PACKAGE` in @shop/validation), which the API applies to every package before these.
 */
export const MAX_PACKAGES_PER_BASKET = 50;

/**
 * The most one basket may come to (its grand total: cards, extras, fees and shipping), in major units of each
 * currency a store can sell in: about €100,000, so two packages of 100 of the dearest cards (€500) do not fit in one
 * payment. Far below 2^53 minor units, so every amount the shop computes, stores and sends stays an exact integer.
 */
const MAX_BASKET_TOTAL_MAJOR = {
  EUR: 100_000,
  GBP: 85_000,
  USD: 110_000,
  CAD: 150_000,
  AUD: 165_000,
  NZD: 180_000,
  CHF: 95_000,
  SEK: 1_100_000,
  NOK: 1_150_000,
  DKK: 750_000,
  PLN: 430_000,
  BRL: 550_000,
  MXN: 1_900_000,
  AED: 400_000,
} as const satisfies Record<string, number>;

export type BasketCurrency = keyof typeof MAX_BASKET_TOTAL_MAJOR;

export const BASKET_CURRENCIES = Object.keys(MAX_BASKET_TOTAL_MAJOR) as readonly BasketCurrency[];

export function isBasketCurrency(currency: string): currency is BasketCurrency {
  return Object.hasOwn(MAX_BASKET_TOTAL_MAJOR, currency);
}

export class UnsupportedCurrencyError extends Error {
  constructor(readonly currency: string) {
    super(`No basket value cap for currency ${currency}; add it to MAX_BASKET_TOTAL_MAJOR in @shop/cart-rules`);
  }
}

/** The largest grand total a basket in `currency` may have. */
export function maxBasketTotal(currency: string): Money {
  if (!isBasketCurrency(currency)) throw new UnsupportedCurrencyError(currency);
  return moneyFromMajor(currency, MAX_BASKET_TOTAL_MAJOR[currency]);
}

export type BasketCapViolation =
  | { readonly kind: 'PACKAGE_LIMIT'; readonly limit: number; readonly message: string }
  | { readonly kind: 'VALUE_LIMIT'; readonly limit: Money; readonly message: string };

/**
 * Judges a whole prospective basket against its caps, so an add or update is checked on the basket it would
 * produce: first the number of packages, then the grand total.
 */
export function findBasketCapViolation(packages: readonly CartPackage[], policy: TotalsPolicy): BasketCapViolation | null {
  if (packages.length > MAX_PACKAGES_PER_BASKET) {
    return {
      kind: 'PACKAGE_LIMIT',
      limit: MAX_PACKAGES_PER_BASKET,
      message: `A basket can hold at most ${MAX_PACKAGES_PER_BASKET} packages.`,
    };
  }
  const limit = maxBasketTotal(policy.currency);
  if (grandTotalExceeds(packages, policy, limit)) {
    return {
      kind: 'VALUE_LIMIT',
      limit,
      message: `The total of a basket cannot exceed ${formatMajor(limit)} ${limit.currency}.`,
    };
  }
  return null;
}

function grandTotalExceeds(packages: readonly CartPackage[], policy: TotalsPolicy, limit: Money): boolean {
  try {
    return computeTotals(packages, policy).grandTotal.value > limit.value;
  } catch (error) {
    // Money arithmetic refuses results past 2^53 minor units: such a basket is over every cap.
    if (error instanceof RangeError) return true;
    throw error;
  }
}
