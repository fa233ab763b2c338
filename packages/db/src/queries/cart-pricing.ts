import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import {
  extras,
  extraTranslations,
  feeRules,
  feeRuleTranslations,
  products,
  productTranslations,
  productVariations,
  shippingRules,
  stores,
  type feeKinds,
  type variationTypes,
} from '../schema.ts';
import { cartProductColumns, type CartDeliveryKind, type CartExtraKind, type StoredCardProduct } from './cart-contents.ts';

interface InStore {
  readonly storeId: number;
  readonly language: string;
}

/** A gift card variation with the amounts it can be bought for and its product's rules. */
export interface CartVariation {
  readonly id: number;
  readonly sku: string;
  readonly variationType: (typeof variationTypes)[number];
  readonly fixedValuesMinor: readonly number[];
  readonly customMinMinor: number | null;
  readonly customMaxMinor: number | null;
  readonly wholeNumbersOnly: boolean;
  /** Title and path fall back to the sku and '' when the product has no translation in the language. */
  readonly product: StoredCardProduct;
}

/** An active wrapper, gift packing or personal message the store sells. */
export interface CartExtra {
  readonly id: number;
  readonly kind: CartExtraKind;
  readonly sku: string;
  readonly priceMinor: number;
  readonly title: string;
}

export interface CartFeeRule {
  readonly kind: (typeof feeKinds)[number];
  readonly deliveryKind: CartDeliveryKind | null;
  readonly amountMinor: number;
  readonly title: string;
}

/** What a store charges on top of the cart's items: VAT rate, fees and shipping. */
export interface StoreCharges {
  readonly vatBasisPoints: number;
  /** null when the store has no shipping rule. */
  readonly shipping: {
    readonly physicalShipmentMinor: number;
    readonly registeredShipmentMinor: number;
    readonly registeredThresholdMinor: number;
  } | null;
  readonly fees: readonly CartFeeRule[];
}

/** The store's variation with this id, named in `language`; null when the store has none. */
export async function findCartVariation(
  db: ShopExecutor,
  input: InStore & { readonly variationId: number },
): Promise<CartVariation | null> {
  const [row] = await db
    .select({
      variation: {
        id: productVariations.id,
        sku: productVariations.sku,
        variationType: productVariations.variationType,
        fixedValuesMinor: productVariations.fixedValuesMinor,
        customMinMinor: productVariations.customMinMinor,
        customMaxMinor: productVariations.customMaxMinor,
        wholeNumbersOnly: productVariations.wholeNumbersOnly,
      },
      product: cartProductColumns,
      title: productTranslations.title,
      path: productTranslations.path,
    })
    .from(productVariations)
    .innerJoin(products, and(eq(products.storeId, productVariations.storeId), eq(products.id, productVariations.productId)))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.storeId, products.storeId),
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, input.language),
      ),
    )
    .where(and(eq(productVariations.storeId, input.storeId), eq(productVariations.id, input.variationId)));
  if (!row) return null;
  return {
    ...row.variation,
    product: { ...row.product, title: row.title ?? row.variation.sku, path: row.path ?? '' },
  };
}

/**
 * The store's active extra of a kind, named in `language`: the one with `extraId`, or the first
 * in the store's order when no id is given. null when there is none.
 */
export async function findActiveExtra(
  db: ShopExecutor,
  input: InStore & { readonly kind: CartExtraKind; readonly extraId: number | null },
): Promise<CartExtra | null> {
  const [row] = await db
    .select({
      id: extras.id,
      kind: extras.kind,
      sku: extras.sku,
      priceMinor: extras.priceMinor,
      title: sql<string>`coalesce(${extraTranslations.title}, ${extras.sku})`,
    })
    .from(extras)
    .leftJoin(
      extraTranslations,
      and(eq(extraTranslations.storeId, extras.storeId), eq(extraTranslations.extraId, extras.id), eq(extraTranslations.language, input.language)),
    )
    .where(
      and(
        eq(extras.storeId, input.storeId),
        eq(extras.kind, input.kind),
        eq(extras.isActive, true),
        input.extraId === null ? undefined : eq(extras.id, input.extraId),
      ),
    )
    .orderBy(asc(extras.position), asc(extras.id))
    .limit(1);
  return row ?? null;
}

/**
 * The store's VAT rate, shipping rule and fees (in rule order, titled in the cart's language, else the store's
 * main language); null for an unknown store.
 */
export async function loadStoreCharges(db: ShopExecutor, { storeId, language }: InStore): Promise<StoreCharges | null> {
  const [[store], fees] = await Promise.all([
    db
      .select({
        vatBasisPoints: stores.vatBasisPoints,
        physicalShipmentMinor: shippingRules.physicalShipmentMinor,
        registeredShipmentMinor: shippingRules.registeredShipmentMinor,
        registeredThresholdMinor: shippingRules.registeredThresholdMinor,
      })
      .from(stores)
      .leftJoin(shippingRules, eq(shippingRules.storeId, stores.storeId))
      .where(eq(stores.storeId, storeId)),
    db
      .select({
        kind: feeRules.kind,
        deliveryKind: feeRules.deliveryKind,
        amountMinor: feeRules.amountMinor,
        title: sql<string>`coalesce(${feeRuleTranslations.title}, ${feeRules.title})`,
      })
      .from(feeRules)
      .leftJoin(feeRuleTranslations, and(eq(feeRuleTranslations.feeRuleId, feeRules.id), eq(feeRuleTranslations.language, language)))
      .where(eq(feeRules.storeId, storeId))
      .orderBy(asc(feeRules.id)),
  ]);
  if (!store) return null;
  const { vatBasisPoints, physicalShipmentMinor, registeredShipmentMinor, registeredThresholdMinor } = store;
  const shipping =
    physicalShipmentMinor === null || registeredShipmentMinor === null || registeredThresholdMinor === null
      ? null
      : { physicalShipmentMinor, registeredShipmentMinor, registeredThresholdMinor };
  return { vatBasisPoints, shipping, fees };
}
