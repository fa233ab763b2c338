import type { CartPackage, DeliveryKind } from './cart.ts';
import { add, subtract, sum, times, vatIncluded, zero, type Money } from '@shop/money';

export interface FeeRule {
  readonly kind: 'SERVICE_FEE_PER_ORDER' | 'SERVICE_FEE_PER_PACKAGE';
  /** Limits the fee to packages of one delivery kind; null = every package. */
  readonly deliveryKind: DeliveryKind | null;
  readonly amount: Money;
  readonly title: string;
}

/** Prices are VAT inclusive, as consumers see them. */
export interface TotalsPolicy {
  readonly currency: string;
  readonly vatRateBasisPoints: number;
  readonly fees: readonly FeeRule[];
  readonly standardShipping: Money;
  readonly registeredShipping: Money;
  /** Orders above this subtotal ship registered (spec: over 300 euro). */
  readonly registeredShippingThreshold: Money;
}

export type AdjustmentType = 'SERVICE_FEE' | 'SHIPPING' | 'REGISTERED_SHIPPING';

export interface Adjustment {
  readonly adjustmentType: AdjustmentType;
  /** Fee title from the rule; null for shipping (the client names it). */
  readonly title: string | null;
  readonly price: Money;
}

export interface PricedPackage {
  readonly pkg: CartPackage;
  readonly cardsTotal: Money;
  readonly extrasTotal: Money;
  readonly total: Money;
}

export interface Shipment {
  readonly tag: DeliveryKind;
  readonly packages: readonly PricedPackage[];
  readonly registered: boolean;
  readonly shippingCost: Money;
}

export interface QtyPrice {
  readonly qty: number;
  readonly price: Money;
}

export interface CartTotals {
  readonly shipments: readonly Shipment[];
  readonly groupedTotals: { readonly digitalTotal: QtyPrice; readonly physicalTotal: QtyPrice; readonly extra: Money };
  readonly subTotal: Money;
  readonly adjustments: readonly Adjustment[];
  readonly tax: Money;
  readonly grandTotal: Money;
  readonly grandTotalWithoutTax: Money;
}

const SHIPMENT_ORDER: readonly DeliveryKind[] = ['DIGITAL', 'PHYSICAL'];

export function pricePackage(pkg: CartPackage, currency: string): PricedPackage {
  const cardsTotal = times(pkg.card.unitPrice, pkg.card.quantity);
  const extrasTotal = sum(
    currency,
    pkg.extras.map((extra) => times(extra.unitPrice, extra.quantity)),
  );
  return { pkg, cardsTotal, extrasTotal, total: add(cardsTotal, extrasTotal) };
}

function qtyPrice(packages: readonly PricedPackage[], currency: string): QtyPrice {
  return {
    qty: packages.reduce((count, priced) => count + priced.pkg.card.quantity, 0),
    price: sum(currency, packages.map((priced) => priced.cardsTotal)),
  };
}

export function computeTotals(packages: readonly CartPackage[], policy: TotalsPolicy): CartTotals {
  const { currency } = policy;
  const priced = packages.map((pkg) => pricePackage(pkg, currency));
  const subTotal = sum(currency, priced.map((p) => p.total));
  const registeredByValue = subTotal.value > policy.registeredShippingThreshold.value;

  const shipments: Shipment[] = SHIPMENT_ORDER.flatMap((tag): Shipment[] => {
    const inShipment = priced.filter((p) => p.pkg.deliveryKind === tag);
    if (inShipment.length === 0) return [];
    if (tag === 'DIGITAL') return [{ tag, packages: inShipment, registered: false, shippingCost: zero(currency) }];
    const registered = registeredByValue || inShipment.some((p) => p.pkg.card.requiresRegisteredShipping);
    const shippingCost = registered ? policy.registeredShipping : policy.standardShipping;
    return [{ tag, packages: inShipment, registered, shippingCost }];
  });

  const adjustments: Adjustment[] = serviceFees(packages, policy.fees);
  for (const shipment of shipments) {
    if (shipment.tag !== 'PHYSICAL') continue;
    adjustments.push({
      adjustmentType: shipment.registered ? 'REGISTERED_SHIPPING' : 'SHIPPING',
      title: null,
      price: shipment.shippingCost,
    });
  }

  const extrasTotal = sum(currency, priced.map((p) => p.extrasTotal));
  const adjustmentsTotal = sum(currency, adjustments.map((a) => a.price));
  // Gift cards are VAT exempt: only extras, fees and shipping carry VAT.
  const tax = vatIncluded(add(extrasTotal, adjustmentsTotal), policy.vatRateBasisPoints);
  const grandTotal = add(subTotal, adjustmentsTotal);

  return {
    shipments,
    groupedTotals: {
      digitalTotal: qtyPrice(priced.filter((p) => p.pkg.deliveryKind === 'DIGITAL'), currency),
      physicalTotal: qtyPrice(priced.filter((p) => p.pkg.deliveryKind === 'PHYSICAL'), currency),
      extra: extrasTotal,
    },
    subTotal,
    adjustments,
    tax,
    grandTotal,
    grandTotalWithoutTax: subtract(grandTotal, tax),
  };
}

function serviceFees(packages: readonly CartPackage[], fees: readonly FeeRule[]): Adjustment[] {
  return fees.flatMap((fee): Adjustment[] => {
    const matching = packages.filter((pkg) => fee.deliveryKind === null || pkg.deliveryKind === fee.deliveryKind);
    if (matching.length === 0) return [];
    const count = fee.kind === 'SERVICE_FEE_PER_ORDER' ? 1 : matching.length;
    const price = times(fee.amount, count);
    return price.value > 0 ? [{ adjustmentType: 'SERVICE_FEE', title: fee.title, price }] : [];
  });
}

export function cartQuantity(packages: readonly CartPackage[]): number {
  return packages.reduce((count, pkg) => count + pkg.card.quantity, 0);
}
