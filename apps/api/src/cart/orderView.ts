import { computeTotals, money, type TotalsPolicy } from '@shop/cart-rules';
import { loadStoreCharges, type ShopExecutor, type StoredCart, type StoredExtraItem, type StoredPackage } from '@shop/db';
import type { GiftcardOrder, Money, OrderItem, Package } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';
import { toRulesPackage } from './storedCart.ts';

const MAX_CARD_PREVIEWS = 3;

const RECEIVER_DESCRIPTION = {
  DIGITAL: 'Sent by e-mail within 1 hour',
  PHYSICAL: 'Delivered by post in 1–3 working days',
} as const;

export async function loadTotalsPolicy(db: ShopExecutor, tenant: Tenant): Promise<TotalsPolicy> {
  const charges = await loadStoreCharges(db, { storeId: tenant.storeId, language: tenant.language.code });
  const currency = tenant.currency;
  return {
    currency,
    vatRateBasisPoints: charges?.vatBasisPoints ?? 0,
    fees: (charges?.fees ?? []).map((fee) => ({
      kind: fee.kind,
      deliveryKind: fee.deliveryKind,
      amount: money(currency, fee.amountMinor),
      title: fee.title,
    })),
    standardShipping: money(currency, charges?.shipping?.physicalShipmentMinor ?? 0),
    registeredShipping: money(currency, charges?.shipping?.registeredShipmentMinor ?? 0),
    // Without a rule nothing ships registered by value; wine still does.
    registeredShippingThreshold: money(currency, charges?.shipping?.registeredThresholdMinor ?? Number.MAX_SAFE_INTEGER),
  };
}

function extraItem(tenant: Tenant, extra: StoredExtraItem): OrderItem {
  return {
    id: String(extra.id),
    type: extra.type,
    qty: extra.qty,
    variation: {
      id: String(extra.extraId),
      title: extra.title,
      sku: extra.sku,
      variationType: extra.type === 'DIGITAL_WRAPPER' || extra.type === 'PERSONAL_MESSAGE' ? 'DIGITAL' : 'PHYSICAL',
      price: money(tenant.currency, extra.unitPriceMinor),
      product: null,
    },
  };
}

function toPackage(tenant: Tenant, pkg: StoredPackage, total: Money): Package {
  const { card } = pkg;
  const extra = (type: StoredExtraItem['type']) => pkg.extras.find((item) => item.type === type);
  const wrapper = extra('WRAPPER') ?? extra('DIGITAL_WRAPPER');
  const packing = extra('GIFT_PACKING');
  const message = extra('PERSONAL_MESSAGE');
  return {
    id: String(pkg.id),
    giftcard_v1: {
      id: String(card.id),
      type: card.type,
      qty: card.qty,
      variation: {
        id: String(card.variationId),
        title: card.product.title,
        sku: card.sku,
        variationType: pkg.deliveryKind,
        price: money(tenant.currency, card.unitPriceMinor),
        product: {
          id: String(card.product.productId),
          title: card.product.title,
          path: card.product.path,
          productType: card.product.productType,
          physicalVariationConfig: null,
          digitalVariationConfig: null,
        },
      },
    },
    wrapper: wrapper ? extraItem(tenant, wrapper) : null,
    giftPacking: packing ? extraItem(tenant, packing) : null,
    message: message
      ? { id: String(message.id), qty: message.qty, text: message.messageText ?? '', variation: extraItem(tenant, message).variation }
      : null,
    total,
  };
}

/** The cart as the storefront shows it: shipments by delivery kind, totals, package groups. */
export function toGiftcardOrder(tenant: Tenant, cart: StoredCart, policy: TotalsPolicy): GiftcardOrder {
  const byId = new Map(cart.packages.map((pkg) => [String(pkg.id), pkg]));
  const totals = computeTotals(cart.packages.map((pkg) => toRulesPackage(pkg, tenant.currency)), policy);
  const titles: Record<string, string> = { SERVICE_FEE: 'Service fee', SHIPPING: 'Shipping costs', REGISTERED_SHIPPING: 'Registered shipping' };
  const shipments = totals.shipments.map((shipment) => ({
    id: `${cart.orderId}:${shipment.tag}`,
    tag: shipment.tag,
    deliveryDate: null,
    registered: shipment.registered,
    shippingCost: shipment.shippingCost,
    packages: shipment.packages.flatMap((priced) => {
      const stored = byId.get(priced.pkg.id);
      return stored ? [toPackage(tenant, stored, priced.total)] : [];
    }),
  }));
  return {
    id: cart.orderId,
    uuid: cart.orderId,
    currency: tenant.currency,
    shipments,
    groupedTotals: totals.groupedTotals,
    totals: {
      subTotal: totals.subTotal,
      grandTotalWithoutTax: totals.grandTotalWithoutTax,
      grandTotal: totals.grandTotal,
      tax: totals.tax,
      adjustments: totals.adjustments.map((adjustment) => ({
        title: adjustment.title ?? titles[adjustment.adjustmentType] ?? adjustment.adjustmentType,
        adjustmentType: adjustment.adjustmentType,
        price: adjustment.price,
      })),
    },
    packagesGroups: totals.shipments.flatMap((shipment) =>
      shipment.packages.flatMap((priced) => {
        const stored = byId.get(priced.pkg.id);
        if (!stored) return [];
        const { product } = stored.card;
        return [
          {
            packageId: String(stored.id),
            tag: shipment.tag,
            cardsPreviews: Array.from({ length: Math.min(stored.card.qty, MAX_CARD_PREVIEWS) }, () => ({
              image: { url: product.imagePath, alt: product.title },
              color: { color: product.backgroundColor, opacity: 1 },
              productLabel: product.title,
            })),
            receiverTitle: `${stored.card.qty} × ${product.title}`,
            receiverDescription: RECEIVER_DESCRIPTION[shipment.tag],
            totalPrice: priced.total,
          },
        ];
      }),
    ),
  };
}
