import type { ApiErrorShape } from '../data/errors.ts';

export interface Money {
  readonly currency: string;
  readonly value: number;
}

export interface ReorderBasketLine {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly total: Money;
}

/** What reordering did: the basket now (with the order's packages at today's prices), or why not. */
export type ReorderOutcome =
  | {
      readonly kind: 'added';
      readonly basket: readonly ReorderBasketLine[];
      readonly total: Money;
      /** Products of the order no longer sold: named, their packages left out. */
      readonly unavailable: readonly string[];
    }
  | { readonly kind: 'signedOut'; readonly location: string }
  | { readonly kind: 'refused'; readonly errors: readonly ApiErrorShape[] };
