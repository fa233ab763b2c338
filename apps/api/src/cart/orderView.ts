import { computeTotals, money, type FeeRule, type TotalsPolicy } from '@shop/cart-rules';
import type { GiftcardOrder, Money, OrderItem, Package } from '@shop/graphql';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { toRulesPackage, type StoredCart, type StoredExtraItem, type StoredPackage } from './storedCart.ts';

const MAX_CARD_PREVIEWS = 3;

const RECEIVER_DESCRIPTION = {
  DIGITAL: 'Sent by e-mail within 1 hour',
  PHYSICAL: 'Delivered by post in 1-3 working days',
} as const;

export async function loadTotalsPolicy(sql: SqlClient, tenant: Tenant): Promise<TotalsPolicy> {
  const [store] = await sql.query<{ vat: number; shipping: number | null; registered: number | null; threshold: number | null }>(
    `SELECT s.vat_basis_points AS vat, r.physical_shipment_minor::int AS shipping,
       r.registered_shipment_minor::int AS registered, r.registered_threshold_minor::int AS threshold
     FROM stores s LEFT JOIN shipping_rules r ON r.store_id = s.store_id WHERE s.store_id = $1`,
    [tenant.storeId],
  );
  const fees = await sql.query<{ kind: FeeRule['kind']; delivery_kind: FeeRule['deliveryKind']; amount: number; title: string }>(
    `SELECT kind::text AS kind, delivery_kind::text AS delivery_kind, amount_minor::int AS amount, title
     FROM fee_rules WHERE store_id = $1 ORDER BY id`,
    [tenant.storeId],
  );
  const currency = tenant.currency;
  return {
    currency,
    vatRateBasisPoints: store?.vat ?? 0,
    fees: fees.map((fee) => ({ kind: fee.kind, deliveryKind: fee.delivery_kind, amount: money(currency, fee.amount), title: fee.title })),
    standardShipping: money(currency, store?.shipping ?? 0),
    registeredShipping: money(currency, store?.registered ?? 0),
    // Without a rule nothing ships registered by value; wine still does.
    registeredShippingThreshold: money(currency, store?.threshold ?? Number.MAX_SAFE_INTEGER),
  };
}

function extraItem(tenant: Tenant, extra: StoredExtraItem): OrderItem {
  return {
    id: extra.id,
    type: extra.type,
    qty: extra.qty,
    variation: {
      id: extra.extraId,
      title: extra.title,
      sku: extra.sku,
      variationType: extra.type === 'DIGITAL_WRAPPER' || extra.type === 'PERSONAL_MESSAGE' ? 'DIGITAL' : 'PHYSICAL',
      price: { currency: tenant.currency, value: extra.unitPrice },
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
    id: pkg.id,
    giftcard_v1: {
      id: card.id,
      type: card.type,
      qty: card.qty,
      variation: {
        id: card.variationId,
        title: card.product.title,
        sku: card.sku,
        variationType: pkg.deliveryKind,
        price: { currency: tenant.currency, value: card.unitPrice },
        product: {
          id: card.product.productId,
          title: card.product.title,
          productType: card.product.productType,
          physicalVariationConfig: null,
          digitalVariationConfig: null,
        },
      },
    },
    wrapper: wrapper ? extraItem(tenant, wrapper) : null,
    giftPacking: packing ? extraItem(tenant, packing) : null,
    message: message
      ? { id: message.id, qty: message.qty, text: message.messageText ?? '', variation: extraItem(tenant, message).variation }
      : null,
    total,
  };
}

/** The cart as the storefront shows it: shipments by delivery kind, totals, package groups. */
export function toGiftcardOrder(tenant: Tenant, cart: StoredCart, policy: TotalsPolicy): GiftcardOrder {
  const byId = new Map(cart.packages.map((pkg) => [pkg.id, pkg]));
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
            packageId: stored.id,
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
