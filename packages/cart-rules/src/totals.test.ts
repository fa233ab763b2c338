import { describe, expect, it } from 'vitest';
import type { CartPackage, CardLine } from './cart.ts';
import { appleOrderSumLimit, findLimitViolation, OUT_OF_STOCK_MESSAGE } from './limits.ts';
import { money } from '@shop/money';
import { cartQuantity, computeTotals, type TotalsPolicy } from './totals.ts';

const eur = (value: number) => money('EUR', value);

const policy: TotalsPolicy = {
  currency: 'EUR',
  vatRateBasisPoints: 2300,
  fees: [{ kind: 'SERVICE_FEE_PER_ORDER', deliveryKind: null, amount: eur(150), title: 'Service fee' }],
  standardShipping: eur(295),
  registeredShipping: eur(995),
  registeredShippingThreshold: eur(30000),
};

function card(overrides: Partial<CardLine> = {}): CardLine {
  return {
    productId: 'p1',
    quantity: 1,
    unitPrice: eur(2500),
    orderSumLimit: null,
    perOrderLimit: null,
    stock: null,
    requiresRegisteredShipping: false,
    ...overrides,
  };
}

function pkg(id: string, deliveryKind: CartPackage['deliveryKind'], c: CardLine, extras: CartPackage['extras'] = []): CartPackage {
  return { id, deliveryKind, card: c, extras };
}

describe('computeTotals', () => {
  it('is all zero for an empty cart', () => {
    const totals = computeTotals([], policy);
    expect(totals.grandTotal).toEqual(eur(0));
    expect(totals.adjustments).toEqual([]);
    expect(totals.shipments).toEqual([]);
  });

  it('charges the service fee but no shipping or VAT on gift cards for a digital cart', () => {
    const totals = computeTotals([pkg('a', 'DIGITAL', card({ quantity: 2 }))], policy);
    expect(totals.subTotal).toEqual(eur(5000));
    expect(totals.grandTotal).toEqual(eur(5150));
    // Only the 1.50 fee carries VAT: 150 * 23 / 123 = 28.
    expect(totals.tax).toEqual(eur(28));
    expect(totals.grandTotalWithoutTax).toEqual(eur(5122));
    expect(totals.shipments.map((s) => s.tag)).toEqual(['DIGITAL']);
    expect(totals.groupedTotals.digitalTotal).toEqual({ qty: 2, price: eur(5000) });
    expect(totals.groupedTotals.physicalTotal).toEqual({ qty: 0, price: eur(0) });
  });

  it('groups shipments by delivery kind and charges shipping once per physical shipment', () => {
    const wrapper = { kind: 'WRAPPER', quantity: 1, unitPrice: eur(350) } as const;
    const totals = computeTotals(
      [pkg('a', 'PHYSICAL', card(), [wrapper]), pkg('b', 'DIGITAL', card()), pkg('c', 'PHYSICAL', card())],
      policy,
    );
    expect(totals.shipments.map((s) => [s.tag, s.packages.length])).toEqual([
      ['DIGITAL', 1],
      ['PHYSICAL', 2],
    ]);
    expect(totals.adjustments.map((a) => [a.adjustmentType, a.price.value])).toEqual([
      ['SERVICE_FEE', 150],
      ['SHIPPING', 295],
    ]);
    expect(totals.groupedTotals.extra).toEqual(eur(350));
    expect(totals.subTotal).toEqual(eur(7850));
    expect(totals.grandTotal).toEqual(eur(8295));
    // VAT on wrapper + fee + shipping: 795 * 23 / 123 = 148.66 -> 149.
    expect(totals.tax).toEqual(eur(149));
  });

  it('ships registered over the threshold or when wine is in the shipment', () => {
    const over = computeTotals([pkg('a', 'PHYSICAL', card({ quantity: 13 }))], policy);
    expect(over.shipments[0]?.registered).toBe(true);
    expect(over.adjustments.at(-1)).toMatchObject({ adjustmentType: 'REGISTERED_SHIPPING', price: eur(995) });
    const atThreshold = computeTotals([pkg('a', 'PHYSICAL', card({ quantity: 12 }))], policy);
    expect(atThreshold.shipments[0]?.registered).toBe(false);
    const wine = computeTotals([pkg('a', 'PHYSICAL', card({ requiresRegisteredShipping: true }))], policy);
    expect(wine.shipments[0]?.registered).toBe(true);
  });

  it('charges per-package fees for every matching package', () => {
    const perPackage: TotalsPolicy = {
      ...policy,
      fees: [{ kind: 'SERVICE_FEE_PER_PACKAGE', deliveryKind: 'PHYSICAL', amount: eur(100), title: 'Handling' }],
    };
    const totals = computeTotals(
      [pkg('a', 'PHYSICAL', card()), pkg('b', 'PHYSICAL', card()), pkg('c', 'DIGITAL', card())],
      perPackage,
    );
    expect(totals.adjustments[0]).toEqual({ adjustmentType: 'SERVICE_FEE', title: 'Handling', price: eur(200) });
  });

  it('counts cart quantity as the sum of card quantities', () => {
    expect(cartQuantity([pkg('a', 'DIGITAL', card({ quantity: 2 })), pkg('b', 'PHYSICAL', card({ quantity: 3 }))])).toBe(5);
  });
});

describe('findLimitViolation', () => {
  const apple = (quantity: number, value: number) =>
    card({ productId: 'apple', quantity, unitPrice: eur(value), orderSumLimit: appleOrderSumLimit('EUR') });

  it('allows Apple cards up to 500 EUR in total and rejects more across packages', () => {
    expect(findLimitViolation([pkg('a', 'DIGITAL', apple(2, 25000))])).toBeNull();
    expect(findLimitViolation([pkg('a', 'DIGITAL', apple(1, 25000)), pkg('b', 'PHYSICAL', apple(1, 25100))])).toMatchObject({
      kind: 'ORDER_SUM_LIMIT',
      productId: 'apple',
    });
  });

  it('enforces the per-order card limit over the whole cart', () => {
    const limited = card({ perOrderLimit: 3 });
    expect(findLimitViolation([pkg('a', 'DIGITAL', { ...limited, quantity: 3 })])).toBeNull();
    expect(
      findLimitViolation([pkg('a', 'DIGITAL', { ...limited, quantity: 2 }), pkg('b', 'DIGITAL', { ...limited, quantity: 2 })]),
    ).toMatchObject({ kind: 'GIFTCARD_LIMIT', limit: 3 });
  });

  it('reports out of stock with the spec message', () => {
    expect(findLimitViolation([pkg('a', 'DIGITAL', card({ stock: 0 }))])).toEqual({
      kind: 'OUT_OF_STOCK',
      productId: 'p1',
      message: OUT_OF_STOCK_MESSAGE,
    });
    expect(findLimitViolation([pkg('a', 'DIGITAL', card({ stock: 2, quantity: 2 }))])).toBeNull();
  });
});
