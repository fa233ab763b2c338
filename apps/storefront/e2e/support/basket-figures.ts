/**
 * What the seed charges in every euro store, in cents (packages/db/src/seed/build-store.ts: extras, fee rules and
 * shipping rules). The journeys assert the basket against these, not against what the page computes.
 */
export const SEED_EURO_PRICES = {
  firstWrapper: 195,
  digitalWrapper: 95,
  firstGiftPacking: 395,
  personalMessage: 150,
  serviceFeePerOrder: 95,
  serviceFeePerPhysicalPackage: 50,
  physicalShipment: 295,
} as const;

export type Delivery = 'DIGITAL' | 'PHYSICAL';

export interface BasketChoice {
  readonly delivery: Delivery;
  /** The card's value in cents. */
  readonly card: number;
  readonly wrapper: number;
  readonly giftPacking: number;
  readonly personalMessage: number;
}

export interface BasketFigures {
  /** The package as the product page totals it: card and extras. */
  readonly packageTotal: number;
  readonly extras: number;
  readonly serviceFee: number;
  /** Only physical packages pay it. */
  readonly packagingFee: number | null;
  readonly shipping: number | null;
  readonly withoutVat: number;
  readonly vat: number;
  readonly total: number;
}

/**
 * The basket of one package: prices include VAT, gift cards are VAT exempt, so the VAT is the part of the extras,
 * fees and shipping at the store's rate (half up to the cent).
 */
export function basketFigures(choice: BasketChoice, vatRateBasisPoints: number): BasketFigures {
  const physical = choice.delivery === 'PHYSICAL';
  const extras = choice.wrapper + choice.giftPacking + choice.personalMessage;
  const serviceFee = SEED_EURO_PRICES.serviceFeePerOrder;
  const packagingFee = physical ? SEED_EURO_PRICES.serviceFeePerPhysicalPackage : null;
  const shipping = physical ? SEED_EURO_PRICES.physicalShipment : null;
  const taxed = extras + serviceFee + (packagingFee ?? 0) + (shipping ?? 0);
  const vat = Math.round((taxed * vatRateBasisPoints) / (10_000 + vatRateBasisPoints));
  const total = choice.card + taxed;
  return { packageTotal: choice.card + extras, extras, serviceFee, packagingFee, shipping, withoutVat: total - vat, vat, total };
}
