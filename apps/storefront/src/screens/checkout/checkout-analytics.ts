import { pushDataLayer, toMajorUnits, type AnalyticsItem } from '../../analytics/data-layer.ts';
import type { CheckoutSetup } from './checkout-model.ts';

export function checkoutItems(setup: Pick<CheckoutSetup, 'digitalPackages' | 'physicalPackages'>): AnalyticsItem[] {
  return [...setup.digitalPackages, ...setup.physicalPackages].map((pkg) => ({
    item_id: pkg.productId ?? pkg.packageId,
    item_name: pkg.productTitle,
    item_category: setup.digitalPackages.includes(pkg) ? 'DIGITAL' : 'PHYSICAL',
    price: toMajorUnits(pkg.unitPrice),
    quantity: pkg.quantity,
  }));
}

export function trackBeginCheckout(setup: CheckoutSetup): void {
  pushDataLayer({ event: 'begin_checkout', ecommerce: { currency: setup.total.currency, value: toMajorUnits(setup.total), items: checkoutItems(setup) } });
}

export function trackShippingInfo(setup: CheckoutSetup, tier: string): void {
  pushDataLayer({
    event: 'add_shipping_info',
    ecommerce: { currency: setup.total.currency, value: toMajorUnits(setup.total), shipping_tier: tier, items: checkoutItems(setup) },
  });
}

export function trackPaymentInfo(setup: CheckoutSetup, paymentType: string): void {
  pushDataLayer({
    event: 'add_payment_info',
    ecommerce: { currency: setup.total.currency, value: toMajorUnits(setup.total), payment_type: paymentType, items: checkoutItems(setup) },
  });
}
