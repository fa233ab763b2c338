import { describe, expect, it } from 'vitest';
import {
  BASKET_CURRENCIES,
  findBasketCapViolation,
  MAX_PACKAGES_PER_BASKET,
  maxBasketTotal,
  UnsupportedCurrencyError,
} from './basketCaps.ts';
import type { CartPackage } from './cart.ts';
import { money } from '@shop/money';
import type { TotalsPolicy } from './totals.ts';

function policyIn(currency: string, feeMinor = 0): TotalsPolicy {
  return {
    currency,
    vatRateBasisPoints: 2300,
    fees: feeMinor > 0 ? [{ kind: 'SERVICE_FEE_PER_ORDER', deliveryKind: null, amount: money(currency, feeMinor), title: 'Service fee' }] : [],
    standardShipping: money(currency, 295),
    registeredShipping: money(currency, 995),
    registeredShippingThreshold: money(currency, 30_000),
  };
}

function cards(count: number, currency: string, unitPriceMinor: number, quantity: number): CartPackage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    deliveryKind: 'DIGITAL',
    card: {
      productId: 'p1',
      quantity,
      unitPrice: money(currency, unitPriceMinor),
      orderSumLimit: null,
      perOrderLimit: null,
      stock: null,
      requiresRegisteredShipping: false,
    },
    extras: [],
  }));
}

describe('basket caps', () => {
  const eur = policyIn('EUR', 95);

  it('accepts up to the package cap and refuses one more', () => {
    expect(findBasketCapViolation(cards(MAX_PACKAGES_PER_BASKET, 'EUR', 2500, 1), eur)).toBeNull();
    expect(findBasketCapViolation(cards(MAX_PACKAGES_PER_BASKET + 1, 'EUR', 2500, 1), eur)).toMatchObject({
      kind: 'PACKAGE_LIMIT',
      limit: MAX_PACKAGES_PER_BASKET,
    });
  });

  it('judges the grand total, fees included, against the currency’s cap', () => {
    const cap = maxBasketTotal('EUR');
    expect(cap).toEqual(money('EUR', 10_000_000));
    // One package of 100 of the dearest card (€500) fits, fee and all; a second does not.
    expect(findBasketCapViolation(cards(1, 'EUR', 50_000, 100), eur)).toBeNull();
    expect(findBasketCapViolation(cards(2, 'EUR', 50_000, 100), eur)).toEqual({
      kind: 'VALUE_LIMIT',
      limit: cap,
      message: 'The total of a basket cannot exceed 100000 EUR.',
    });
    // Exactly at the cap is allowed; the fee tips it over.
    expect(findBasketCapViolation(cards(1, 'EUR', 100_000, 100), policyIn('EUR'))).toBeNull();
    expect(findBasketCapViolation(cards(1, 'EUR', 100_000, 100), eur)).toMatchObject({ kind: 'VALUE_LIMIT' });
  });

  it('caps Mexican baskets in pesos: two packages of 100 × 9,500 MXN do not fit', () => {
    const mxn = policyIn('MXN', 1_900);
    expect(findBasketCapViolation(cards(1, 'MXN', 950_000, 100), mxn)).toBeNull();
    expect(findBasketCapViolation(cards(2, 'MXN', 950_000, 100), mxn)).toMatchObject({ kind: 'VALUE_LIMIT', limit: money('MXN', 190_000_000) });
  });

  it('refuses, rather than miscounts, a basket whose total would pass exact integer range', () => {
    expect(findBasketCapViolation(cards(2, 'EUR', Number.MAX_SAFE_INTEGER, 1), eur)).toMatchObject({ kind: 'VALUE_LIMIT' });
  });

  it('keeps every cap inside exact integer range and has none for an unknown currency', () => {
    for (const currency of BASKET_CURRENCIES) {
      const cap = maxBasketTotal(currency).value;
      expect(Number.isSafeInteger(cap * MAX_PACKAGES_PER_BASKET), currency).toBe(true);
    }
    expect(() => maxBasketTotal('XXX')).toThrow(UnsupportedCurrencyError);
  });
});
