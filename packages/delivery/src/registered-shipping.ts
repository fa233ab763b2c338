export interface RegisteredShippingFacts {
  /** The order's total in minor units of the store currency. */
  readonly totalMinor: number;
  /** The store's threshold (300 euro, or its equivalent) in the same minor units. */
  readonly thresholdMinor: number;
  /** Whether a card in the order is one that must travel registered (wine). */
  readonly containsWine: boolean;
}

/** Spec §1: registered shipping is automatic for orders over 300 euro or containing wine. */
export function needsRegisteredShipping({ totalMinor, thresholdMinor, containsWine }: RegisteredShippingFacts): boolean {
  return containsWine || totalMinor > thresholdMinor;
}
