import type { CartPackage } from './cart.ts';
import { formatMajor, moneyFromMajor, times, type Money } from '@shop/money';

/** Apple gift cards: at most 500 (in the store's currency) per order, spec §8 code 2015. */
export const APPLE_ORDER_SUM_LIMIT_MAJOR = 500;

export function appleOrderSumLimit(currency: string): Money {
  return moneyFromMajor(currency, APPLE_ORDER_SUM_LIMIT_MAJOR);
}

export const OUT_OF_STOCK_MESSAGE = 'Not possible to continue with this gift card because currently it is out the stock.';

export type LimitViolation =
  | { readonly kind: 'OUT_OF_STOCK'; readonly productId: string; readonly message: string }
  | { readonly kind: 'GIFTCARD_LIMIT'; readonly productId: string; readonly limit: number; readonly message: string }
  | { readonly kind: 'ORDER_SUM_LIMIT'; readonly productId: string; readonly limit: Money; readonly message: string };

interface ProductTally {
  quantity: number;
  value: number;
  readonly card: CartPackage['card'];
}

function tallyByProduct(packages: readonly CartPackage[]): Map<string, ProductTally> {
  const tallies = new Map<string, ProductTally>();
  for (const { card } of packages) {
    const tally = tallies.get(card.productId) ?? { quantity: 0, value: 0, card };
    tally.quantity += card.quantity;
    tally.value += times(card.unitPrice, card.quantity).value;
    tallies.set(card.productId, tally);
  }
  return tallies;
}

/**
 * Judges a whole prospective cart, so an add or update is checked on the cart it would produce.
 * Returns the first violation: stock (2031), then per-order card limit (2030), then sum limit (2015).
 */
export function findLimitViolation(packages: readonly CartPackage[]): LimitViolation | null {
  for (const [productId, { quantity, value, card }] of tallyByProduct(packages)) {
    if (card.stock !== null && quantity > card.stock) {
      return { kind: 'OUT_OF_STOCK', productId, message: OUT_OF_STOCK_MESSAGE };
    }
    if (card.perOrderLimit !== null && quantity > card.perOrderLimit) {
      return {
        kind: 'GIFTCARD_LIMIT',
        productId,
        limit: card.perOrderLimit,
        message: `You can order at most ${card.perOrderLimit} of this gift card per order.`,
      };
    }
    if (card.orderSumLimit && value > card.orderSumLimit.value) {
      const limit = card.orderSumLimit;
      return {
        kind: 'ORDER_SUM_LIMIT',
        productId,
        limit,
        message: `The total of this gift card cannot exceed ${formatMajor(limit)} ${limit.currency} per order.`,
      };
    }
  }
  return null;
}
