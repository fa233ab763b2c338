import type { PaymentMethodKindName } from '@shop/brand-config';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import {
  extraTranslations,
  orderItems,
  orders,
  packages,
  payments,
  productTranslations,
  productVariations,
  shipments,
  stores,
} from '../schema.ts';
import type { CartRef } from './cart-contents.ts';
import { listPackageReceivers } from './checkout.ts';

/** A placed order with what its e-mails tell: contact, totals, shipments, packages and their lines. */
export interface OrderForMail {
  readonly id: string;
  readonly storeId: number;
  readonly number: string;
  readonly language: string;
  readonly status: 'PENDING' | 'COMPLETED' | 'CANCELED';
  readonly placedAt: Date;
  readonly currency: string;
  /** As placed: `{ customerType, firstName, lastName, email, … }`. */
  readonly customer: unknown;
  /** As placed, minor units: `{ subTotal, fees: [{ title, amount }], shipping, extras, tax, grandTotalWithoutTax, grandTotal }`. */
  readonly totals: unknown;
  /** Where the order was placed: the storefront its links lead to (null for orders placed before it was kept). */
  readonly storefrontOrigin: string | null;
  readonly shipments: readonly ShipmentForMailRow[];
  readonly packages: readonly PackageForMailRow[];
  /** The latest payment attempt's method. */
  readonly paymentMethod: PaymentMethodKindName | null;
}

export interface ShipmentForMailRow {
  readonly id: number;
  readonly deliveryKind: 'DIGITAL' | 'PHYSICAL';
  /** `{ firstName, lastName, companyName?, street, houseNumber, suffix?, postCode, city, countryCode }` */
  readonly deliveryAddress: unknown;
  readonly registered: boolean;
  readonly dispatchDate: string | null;
  readonly deliveredFrom: string | null;
  readonly deliveredBy: string | null;
}

export interface PackageForMailRow {
  readonly id: number;
  readonly shipmentId: number;
  readonly receiverName: string | null;
  readonly receiverEmail: string | null;
  readonly items: readonly ItemForMailRow[];
}

export interface ItemForMailRow {
  readonly itemType: 'GIFTCARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION' | 'WRAPPER' | 'DIGITAL_WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE';
  /** The product's or extra's title in the order's language. */
  readonly title: string;
  readonly qty: number;
  readonly unitPriceMinor: number;
  readonly messageText: string | null;
}

function listItems(db: ShopExecutor, ref: CartRef, language: string, packageIds?: readonly number[]) {
  return db
    .select({
      packageId: orderItems.packageId,
      itemType: orderItems.itemType,
      title: sql<string>`coalesce(${productTranslations.title}, ${extraTranslations.title}, '')`,
      qty: orderItems.qty,
      unitPriceMinor: orderItems.unitPriceMinor,
      messageText: orderItems.messageText,
    })
    .from(orderItems)
    .leftJoin(productVariations, and(eq(productVariations.storeId, orderItems.storeId), eq(productVariations.id, orderItems.variationId)))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, productVariations.productId), eq(productTranslations.language, language)))
    .leftJoin(extraTranslations, and(eq(extraTranslations.extraId, orderItems.extraId), eq(extraTranslations.language, language)))
    .where(
      and(
        eq(orderItems.storeId, ref.storeId),
        eq(orderItems.orderId, ref.orderId),
        packageIds ? inArray(orderItems.packageId, [...packageIds]) : undefined,
      ),
    )
    .orderBy(asc(orderItems.packageId), asc(orderItems.id));
}

export async function findOrderForMail(db: ShopExecutor, ref: CartRef): Promise<OrderForMail | null> {
  const [order] = await db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      number: orders.number,
      language: orders.language,
      status: orders.status,
      placedAt: orders.placedAt,
      currency: stores.currency,
      customer: orders.customer,
      totals: orders.totals,
      storefrontOrigin: orders.storefrontOrigin,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.storeId, orders.storeId))
    .where(and(eq(orders.id, ref.orderId), eq(orders.storeId, ref.storeId)));
  if (!order || order.placedAt === null || order.number === null) return null;
  const [shipmentRows, packageRows, itemRows, [latestPayment]] = await Promise.all([
    db
      .select({
        id: shipments.id,
        deliveryKind: shipments.deliveryKind,
        deliveryAddress: shipments.deliveryAddress,
        registered: shipments.registered,
        dispatchDate: shipments.dispatchDate,
        deliveredFrom: shipments.deliveredFrom,
        deliveredBy: shipments.deliveredBy,
      })
      .from(shipments)
      .where(and(eq(shipments.storeId, ref.storeId), eq(shipments.orderId, ref.orderId)))
      .orderBy(asc(shipments.id)),
    listPackageReceivers(db, ref),
    listItems(db, ref, order.language),
    db
      .select({ method: payments.method })
      .from(payments)
      .where(and(eq(payments.storeId, ref.storeId), eq(payments.orderId, ref.orderId)))
      .orderBy(desc(payments.attempt))
      .limit(1),
  ]);
  return {
    ...order,
    number: order.number,
    placedAt: order.placedAt,
    shipments: shipmentRows,
    packages: packageRows.map((pkg) => ({ ...pkg, items: itemRows.filter((item) => item.packageId === pkg.id) })),
    paymentMethod: latestPayment?.method ?? null,
  };
}

/** What a receiver's gift card e-mail says besides the cards: who sends them, the message, the design. */
export interface PackageForGiftCardMail {
  readonly orderId: string;
  readonly language: string;
  readonly currency: string;
  readonly customer: unknown;
  /** Where the order was placed: the storefront its links lead to (null for orders placed before it was kept). */
  readonly storefrontOrigin: string | null;
  readonly receiverName: string | null;
  readonly receiverEmail: string | null;
  readonly personalMessage: string | null;
  readonly designName: string | null;
  /** The package's gift card as the shop names it in the order's language ('Encore Cinemas'). */
  readonly cardTitle: string | null;
}

export async function findPackageForGiftCardMail(db: ShopExecutor, storeId: number, packageId: number): Promise<PackageForGiftCardMail | null> {
  const [row] = await db
    .select({
      orderId: packages.orderId,
      language: orders.language,
      currency: stores.currency,
      customer: orders.customer,
      storefrontOrigin: orders.storefrontOrigin,
      receiverName: packages.receiverName,
      receiverEmail: packages.receiverEmail,
    })
    .from(packages)
    .innerJoin(orders, and(eq(orders.storeId, packages.storeId), eq(orders.id, packages.orderId)))
    .innerJoin(stores, eq(stores.storeId, packages.storeId))
    .where(and(eq(packages.storeId, storeId), eq(packages.id, packageId)));
  if (!row) return null;
  const items = await listItems(db, { storeId, orderId: row.orderId }, row.language, [packageId]);
  return {
    ...row,
    personalMessage: items.find((item) => item.itemType === 'PERSONAL_MESSAGE')?.messageText ?? null,
    designName: items.find((item) => item.itemType === 'DIGITAL_WRAPPER')?.title || null,
    cardTitle: items.find((item) => item.itemType === 'GIFTCARD')?.title || null,
  };
}

/** A payment attempt with what the provider asked the shopper to do (`action`, e.g. transfer instructions). */
export async function findPaymentForMail(db: ShopExecutor, storeId: number, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, orderId: payments.orderId, method: payments.method, status: payments.status, action: payments.action })
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.id, paymentId)));
  return row ?? null;
}
