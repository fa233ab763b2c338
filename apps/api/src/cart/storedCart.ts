import type { CartPackage, DeliveryKind, ExtraKind } from '@shop/cart-rules';
import { appleOrderSumLimit, money } from '@shop/cart-rules';
import type { OrderItemType } from '@shop/graphql';
import { invalidInput, notFound } from '../errors.ts';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';

export type CardItemType = 'GIFTCARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION';

/** The product facts the cart rules need about a gift card line. */
export interface CardProduct {
  readonly productId: string;
  readonly title: string;
  readonly productType: 'DONATION' | 'GIFTCARD_BLANK' | 'GIFTCARD_DIGITAL' | 'GIFTCARD_PHYSICAL';
  readonly stock: number | null;
  readonly perOrderLimit: number | null;
  readonly hasAppleSumLimit: boolean;
  readonly requiresRegisteredShipping: boolean;
  readonly backgroundColor: string;
  readonly imagePath: string;
}

export interface StoredCardItem {
  readonly id: string;
  readonly type: CardItemType;
  readonly qty: number;
  readonly unitPrice: number;
  readonly variationId: string;
  readonly sku: string;
  readonly product: CardProduct;
}

export interface StoredExtraItem {
  readonly id: string;
  readonly type: ExtraKind;
  readonly qty: number;
  readonly unitPrice: number;
  readonly extraId: string;
  readonly sku: string;
  readonly title: string;
  readonly messageText: string | null;
}

export interface StoredPackage {
  readonly id: string;
  readonly groupId: string;
  readonly deliveryKind: DeliveryKind;
  readonly card: StoredCardItem;
  readonly extras: readonly StoredExtraItem[];
}

export interface StoredCart {
  readonly orderId: string;
  readonly packages: readonly StoredPackage[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkOrderUuid(value: string, parameter = 'orderUuid'): string {
  if (!UUID.test(value)) throw invalidInput(parameter, 'Order id must be a UUID.');
  return value.toLowerCase();
}

/**
 * Finds the tenant's open cart; another store's cart is "not found" like a missing one.
 * `lock` takes the row lock that serialises concurrent mutations of one cart.
 */
export async function findOpenCartId(sql: SqlClient, tenant: Tenant, orderUuid: string, lock: boolean): Promise<string> {
  const id = checkOrderUuid(orderUuid);
  const [row] = await sql.query<{ id: string }>(
    `SELECT id::text AS id FROM orders WHERE id = $1 AND store_id = $2 AND status = 'PENDING'${lock ? ' FOR UPDATE' : ''}`,
    [id, tenant.storeId],
  );
  if (!row) throw notFound('orderUuid', 'Cart');
  return row.id;
}

interface ItemRow {
  package_id: string;
  group_id: string;
  delivery_kind: DeliveryKind;
  item_id: string;
  item_type: OrderItemType;
  qty: number;
  unit_price: number;
  message_text: string | null;
  variation_id: string | null;
  extra_id: string | null;
  variation_sku: string | null;
  product_id: string | null;
  product_type: CardProduct['productType'] | null;
  stock: number | null;
  per_order_limit: number | null;
  has_apple_sum_limit: boolean | null;
  requires_registered_shipping: boolean | null;
  background_color: string | null;
  image_path: string | null;
  product_title: string | null;
  extra_sku: string | null;
  extra_title: string | null;
}

const CARD_TYPES: readonly string[] = ['GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION'];

export async function loadCart(sql: SqlClient, tenant: Tenant, orderId: string): Promise<StoredCart> {
  const rows = await sql.query<ItemRow>(
    `SELECT pk.id::text AS package_id, pk.package_group_id::text AS group_id, s.delivery_kind::text AS delivery_kind,
       oi.id::text AS item_id, oi.item_type::text AS item_type, oi.qty, oi.unit_price_minor::int AS unit_price,
       oi.message_text, oi.variation_id::text AS variation_id, oi.extra_id::text AS extra_id, pv.sku AS variation_sku,
       p.id::text AS product_id, p.product_type::text AS product_type, p.stock, p.per_order_limit,
       p.has_apple_sum_limit, p.requires_registered_shipping, p.background_color, p.image_path,
       pt.title AS product_title, e.sku AS extra_sku, coalesce(et.title, e.sku) AS extra_title
     FROM packages pk
     JOIN shipments s ON s.store_id = pk.store_id AND s.id = pk.shipment_id
     JOIN order_items oi ON oi.store_id = pk.store_id AND oi.package_id = pk.id
     LEFT JOIN product_variations pv ON pv.store_id = oi.store_id AND pv.id = oi.variation_id
     LEFT JOIN products p ON p.store_id = pv.store_id AND p.id = pv.product_id
     LEFT JOIN product_translations pt ON pt.store_id = p.store_id AND pt.product_id = p.id AND pt.language = $3
     LEFT JOIN extras e ON e.store_id = oi.store_id AND e.id = oi.extra_id
     LEFT JOIN extra_translations et ON et.store_id = e.store_id AND et.extra_id = e.id AND et.language = $3
     WHERE pk.store_id = $1 AND pk.order_id = $2
     ORDER BY pk.id, oi.id`,
    [tenant.storeId, orderId, tenant.language.code],
  );
  const byPackage = new Map<string, ItemRow[]>();
  for (const row of rows) byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), row]);
  const packages: StoredPackage[] = [];
  for (const [packageId, items] of byPackage) {
    const cardRow = items.find((item) => CARD_TYPES.includes(item.item_type));
    if (!cardRow || !cardRow.product_id || !cardRow.variation_id) continue;
    packages.push({
      id: packageId,
      groupId: cardRow.group_id,
      deliveryKind: cardRow.delivery_kind,
      card: {
        id: cardRow.item_id,
        type: cardRow.item_type as CardItemType,
        qty: cardRow.qty,
        unitPrice: cardRow.unit_price,
        variationId: cardRow.variation_id,
        sku: cardRow.variation_sku ?? '',
        product: {
          productId: cardRow.product_id,
          title: cardRow.product_title ?? cardRow.variation_sku ?? '',
          productType: cardRow.product_type ?? 'GIFTCARD_DIGITAL',
          stock: cardRow.stock,
          perOrderLimit: cardRow.per_order_limit,
          hasAppleSumLimit: cardRow.has_apple_sum_limit ?? false,
          requiresRegisteredShipping: cardRow.requires_registered_shipping ?? false,
          backgroundColor: cardRow.background_color ?? '#ffffff',
          imagePath: cardRow.image_path ?? '',
        },
      },
      extras: items
        .filter((item) => item !== cardRow && item.extra_id)
        .map((item) => ({
          id: item.item_id,
          type: item.item_type as ExtraKind,
          qty: item.qty,
          unitPrice: item.unit_price,
          extraId: item.extra_id ?? '',
          sku: item.extra_sku ?? '',
          title: item.extra_title ?? '',
          messageText: item.message_text,
        })),
    });
  }
  return { orderId, packages };
}

/** The view of a package the pure cart rules judge. */
export function toRulesPackage(
  pkg: Pick<StoredPackage, 'id' | 'deliveryKind' | 'card' | 'extras'>,
  currency: string,
): CartPackage {
  const { product } = pkg.card;
  return {
    id: pkg.id,
    deliveryKind: pkg.deliveryKind,
    card: {
      productId: product.productId,
      quantity: pkg.card.qty,
      unitPrice: money(currency, pkg.card.unitPrice),
      orderSumLimit: product.hasAppleSumLimit ? appleOrderSumLimit(currency) : null,
      perOrderLimit: product.perOrderLimit,
      stock: product.stock,
      requiresRegisteredShipping: product.requiresRegisteredShipping,
    },
    extras: pkg.extras.map((extra) => ({ kind: extra.type, quantity: extra.qty, unitPrice: money(currency, extra.unitPrice) })),
  };
}
