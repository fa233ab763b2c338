import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import {
  extras,
  extraTranslations,
  orderItems,
  packages,
  products,
  productTranslations,
  productVariations,
  shipments,
  type deliveryKinds,
  type extraKinds,
  type productTypes,
} from '../schema.ts';

export type CartDeliveryKind = (typeof deliveryKinds)[number];
export type CartExtraKind = (typeof extraKinds)[number];
export type CartCardKind = 'GIFTCARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION';

const CARD_KINDS: readonly string[] = ['GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION'] satisfies CartCardKind[];

/** What the cart rules and the basket need to know about the product of a gift card line. */
export interface StoredCardProduct {
  readonly productId: number;
  readonly title: string;
  /** The product page's path in the cart's language; empty when the product has no page in it. */
  readonly path: string;
  readonly productType: (typeof productTypes)[number];
  readonly stock: number | null;
  readonly perOrderLimit: number | null;
  readonly hasAppleSumLimit: boolean;
  readonly requiresRegisteredShipping: boolean;
  /** An All-in-1 Choice card may pay for it. */
  readonly exchangeableWithChoiceCard: boolean;
  readonly backgroundColor: string;
  readonly imagePath: string;
}

export interface StoredCardItem {
  readonly id: number;
  readonly type: CartCardKind;
  readonly qty: number;
  readonly unitPriceMinor: number;
  readonly variationId: number;
  readonly sku: string;
  readonly product: StoredCardProduct;
}

export interface StoredExtraItem {
  readonly id: number;
  readonly type: CartExtraKind;
  readonly qty: number;
  readonly unitPriceMinor: number;
  readonly extraId: number;
  readonly sku: string;
  readonly title: string;
  readonly messageText: string | null;
}

export interface StoredPackage {
  readonly id: number;
  readonly groupId: number;
  readonly deliveryKind: CartDeliveryKind;
  readonly card: StoredCardItem;
  readonly extras: readonly StoredExtraItem[];
}

export interface StoredCart {
  readonly orderId: string;
  readonly packages: readonly StoredPackage[];
}

/** The product columns the cart rules judge a card by (stock, limits, shipping, choice card payment) and its preview shows. */
export const cartProductColumns = {
  productId: products.id,
  productType: products.productType,
  stock: products.stock,
  perOrderLimit: products.perOrderLimit,
  hasAppleSumLimit: products.hasAppleSumLimit,
  requiresRegisteredShipping: products.requiresRegisteredShipping,
  exchangeableWithChoiceCard: products.isExchangeableWithChoiceCard,
  backgroundColor: products.backgroundColor,
  imagePath: products.imagePath,
};

export interface CartRef {
  readonly storeId: number;
  /** The order's uuid. */
  readonly orderId: string;
}

function readLines(db: ShopExecutor, cart: CartRef & { readonly language: string }) {
  return db
    .select({
      packageId: packages.id,
      groupId: packages.packageGroupId,
      deliveryKind: shipments.deliveryKind,
      itemId: orderItems.id,
      itemType: orderItems.itemType,
      qty: orderItems.qty,
      unitPriceMinor: orderItems.unitPriceMinor,
      messageText: orderItems.messageText,
      variationId: orderItems.variationId,
      extraId: orderItems.extraId,
      variationSku: productVariations.sku,
      ...cartProductColumns,
      productTitle: productTranslations.title,
      productPath: productTranslations.path,
      extraSku: extras.sku,
      extraTitle: sql<string | null>`coalesce(${extraTranslations.title}, ${extras.sku})`,
    })
    .from(packages)
    .innerJoin(shipments, and(eq(shipments.storeId, packages.storeId), eq(shipments.id, packages.shipmentId)))
    .innerJoin(orderItems, and(eq(orderItems.storeId, packages.storeId), eq(orderItems.packageId, packages.id)))
    .leftJoin(productVariations, and(eq(productVariations.storeId, orderItems.storeId), eq(productVariations.id, orderItems.variationId)))
    .leftJoin(products, and(eq(products.storeId, productVariations.storeId), eq(products.id, productVariations.productId)))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.storeId, products.storeId),
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, cart.language),
      ),
    )
    .leftJoin(extras, and(eq(extras.storeId, orderItems.storeId), eq(extras.id, orderItems.extraId)))
    .leftJoin(
      extraTranslations,
      and(eq(extraTranslations.storeId, extras.storeId), eq(extraTranslations.extraId, extras.id), eq(extraTranslations.language, cart.language)),
    )
    .where(and(eq(packages.storeId, cart.storeId), eq(packages.orderId, cart.orderId)))
    .orderBy(asc(packages.id), asc(orderItems.id));
}

type Line = Awaited<ReturnType<typeof readLines>>[number];

function toCardItem(line: Line): StoredCardItem | null {
  if (line.variationId === null || line.productId === null) return null;
  return {
    id: line.itemId,
    type: line.itemType as CartCardKind,
    qty: line.qty,
    unitPriceMinor: line.unitPriceMinor,
    variationId: line.variationId,
    sku: line.variationSku ?? '',
    product: {
      productId: line.productId,
      title: line.productTitle ?? line.variationSku ?? '',
      path: line.productPath ?? '',
      productType: line.productType ?? 'GIFTCARD_DIGITAL',
      stock: line.stock,
      perOrderLimit: line.perOrderLimit,
      hasAppleSumLimit: line.hasAppleSumLimit ?? false,
      requiresRegisteredShipping: line.requiresRegisteredShipping ?? false,
      exchangeableWithChoiceCard: line.exchangeableWithChoiceCard ?? false,
      backgroundColor: line.backgroundColor ?? '#ffffff',
      imagePath: line.imagePath ?? '',
    },
  };
}

function toExtraItem(line: Line): StoredExtraItem | null {
  if (line.extraId === null) return null;
  return {
    id: line.itemId,
    type: line.itemType as CartExtraKind,
    qty: line.qty,
    unitPriceMinor: line.unitPriceMinor,
    extraId: line.extraId,
    sku: line.extraSku ?? '',
    title: line.extraTitle ?? '',
    messageText: line.messageText,
  };
}

/** The cart's packages in the order they were added, each with its gift card line and extras, named in `language`. */
export async function loadCartContents(db: ShopExecutor, cart: CartRef & { readonly language: string }): Promise<StoredCart> {
  const byPackage = new Map<number, Line[]>();
  for (const line of await readLines(db, cart)) {
    const lines = byPackage.get(line.packageId);
    if (lines) lines.push(line);
    else byPackage.set(line.packageId, [line]);
  }
  const stored: StoredPackage[] = [];
  for (const [packageId, lines] of byPackage) {
    const cardLine = lines.find((line) => CARD_KINDS.includes(line.itemType));
    const card = cardLine ? toCardItem(cardLine) : null;
    if (!cardLine || !card) continue;
    stored.push({
      id: packageId,
      groupId: cardLine.groupId,
      deliveryKind: cardLine.deliveryKind,
      card,
      extras: lines.flatMap((line) => {
        const extra = line === cardLine ? null : toExtraItem(line);
        return extra ? [extra] : [];
      }),
    });
  }
  return { orderId: cart.orderId, packages: stored };
}
