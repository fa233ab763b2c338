import type { Money } from '@shop/money';

export type DeliveryKind = 'DIGITAL' | 'PHYSICAL';
export type ExtraKind = 'WRAPPER' | 'DIGITAL_WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE';

/** The gift card (or donation / blank pack) line of a package: VAT exempt. */
export interface CardLine {
  readonly productId: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  /** Per-order maximum of this product's total value (Apple: 500 EUR). */
  readonly orderSumLimit: Money | null;
  /** Per-order maximum number of cards of this product; null = unlimited. */
  readonly perOrderLimit: number | null;
  /** Cards left; null = unlimited. */
  readonly stock: number | null;
  /** Wine gifts always travel by registered post. */
  readonly requiresRegisteredShipping: boolean;
}

/** Wrapper, packing or message: carries the store's VAT rate. */
export interface ExtraLine {
  readonly kind: ExtraKind;
  readonly quantity: number;
  readonly unitPrice: Money;
}

export interface CartPackage {
  readonly id: string;
  readonly deliveryKind: DeliveryKind;
  readonly card: CardLine;
  readonly extras: readonly ExtraLine[];
}
