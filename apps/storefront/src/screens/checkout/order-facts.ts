import type { PlacedOrderFieldsFragment } from '@shop/graphql/operations';
import type { AnalyticsItem } from '../../analytics/data-layer.ts';
import { toMajorUnits } from '../../analytics/data-layer.ts';
import type { PurchaseFacts } from '../../analytics/purchase.ts';

export function purchaseFacts(order: PlacedOrderFieldsFragment): PurchaseFacts {
  const shippingValue = order.shipments.reduce((sum, shipment) => sum + shipment.shippingCost.value, 0);
  const items: AnalyticsItem[] = order.shipments.flatMap((shipment) =>
    shipment.packages.map((pkg) => ({
      item_id: pkg.productPath ?? pkg.id,
      item_name: pkg.title,
      item_category: shipment.tag,
      price: toMajorUnits(pkg.unitPrice),
      quantity: pkg.quantity,
    })),
  );
  return {
    orderUuid: order.uuid,
    orderNumber: order.number,
    total: order.totals.grandTotal,
    tax: order.totals.tax,
    shipping: { currency: order.totals.grandTotal.currency, value: shippingValue },
    items,
  };
}
