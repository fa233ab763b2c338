import { artworkPath, findProductDetailByPath, listExtras, type ExtraRow, type ShopDatabase, type VariationRow } from '@shop/db';
import type { Extra, Money, Product, ProductExtras, Variation, VariationConfig } from '@shop/graphql';
import { appleOrderSumLimit } from '@shop/cart-rules';
import type { Tenant } from '../tenancy/tenant.ts';
import { toProductCard } from './productCards.ts';
import { storeScope } from './storeScope.ts';

const money = (tenant: Tenant, value: number): Money => ({ currency: tenant.currency, value });

function variationConfig(tenant: Tenant, row: VariationRow | undefined): VariationConfig | null {
  if (!row) return null;
  const prices = [...row.fixedValuesMinor, ...(row.customMinMinor === null ? [] : [row.customMinMinor])];
  const max = Math.max(...row.fixedValuesMinor, row.customMaxMinor ?? 0);
  return {
    pricesToShow: row.fixedValuesMinor.map((value) => money(tenant, value)),
    hasFixedPrices: row.fixedValuesMinor.length > 0,
    minPrice: prices.length > 0 ? money(tenant, Math.min(...prices)) : null,
    maxPrice: max > 0 ? money(tenant, max) : null,
  };
}

function toVariation(tenant: Tenant, title: string, inStock: boolean, row: VariationRow): Variation {
  const fixedValues = row.fixedValuesMinor.map((value) => money(tenant, value));
  return {
    id: String(row.id),
    title: `${title} (${row.variationType})`,
    sku: row.sku,
    variationType: row.variationType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    price: fixedValues[0] ?? (row.customMinMinor === null ? null : money(tenant, row.customMinMinor)),
    fixedValues,
    customAmount:
      row.customMinMinor !== null && row.customMaxMinor !== null
        ? { minimum: money(tenant, row.customMinMinor), maximum: money(tenant, row.customMaxMinor), wholeNumbersOnly: row.wholeNumbersOnly }
        : null,
    inStock,
  };
}

export async function loadExtras(db: ShopDatabase, tenant: Tenant): Promise<ProductExtras> {
  const rows = await listExtras(db, storeScope(tenant));
  const toExtra = (row: ExtraRow): Extra => ({
    id: String(row.id),
    title: row.title,
    type: row.kind,
    price: money(tenant, row.priceMinor),
    image: { url: artworkPath('extras', row.id), alt: row.title },
  });
  const ofKind = (kind: ExtraRow['kind']) => rows.filter((row) => row.kind === kind).map(toExtra);
  return {
    wrappers: ofKind('WRAPPER'),
    digitalWrappers: ofKind('DIGITAL_WRAPPER'),
    giftPackings: ofKind('GIFT_PACKING'),
    personalMessage: ofKind('PERSONAL_MESSAGE')[0] ?? null,
  };
}

/** A product page's data, looked up by its path (the first of `paths` that has a product) in the tenant's language. */
export async function findProductByPath(db: ShopDatabase, tenant: Tenant, paths: readonly string[]): Promise<Product | null> {
  const row = await findProductDetailByPath(db, storeScope(tenant), paths);
  if (!row) return null;
  const { variations } = row;
  const card = toProductCard(row, tenant);
  const inStock = row.stock === null || row.stock > 0;
  const digital = variations.find((v) => v.variationType === 'digital');
  const physical = variations.find((v) => v.variationType === 'physical');
  const fixedValues = [...new Set(variations.flatMap((v) => v.fixedValuesMinor))].sort((a, b) => a - b);
  const customMin = variations.map((v) => v.customMinMinor).filter((v): v is number => v !== null);
  const customMax = variations.map((v) => v.customMaxMinor).filter((v): v is number => v !== null);
  return {
    id: card.id,
    title: card.title,
    description: card.description,
    path: card.path,
    image: card.image,
    backgroundColor: card.backgroundColor,
    showHand: row.showHand,
    showShadow: row.showShadow,
    productType: card.productType,
    variationsToShow: variations.map((v) => toVariation(tenant, card.title, inStock, v)),
    physicalVariationConfig: variationConfig(tenant, physical),
    digitalVariationConfig: variationConfig(tenant, digital),
    fixedValues: fixedValues.map((value) => money(tenant, value)),
    redeemData: {
      title: card.title,
      description: card.description,
      minimumRemainingBalance: null,
      minimumAmount: customMin.length > 0 ? money(tenant, Math.min(...customMin)) : null,
      maximumAmount: customMax.length > 0 ? money(tenant, Math.max(...customMax)) : null,
    },
    label: card.label,
    freeLabel: card.freeLabel,
    externalLink: card.externalLink,
    orderSumLimit: row.hasAppleSumLimit ? appleOrderSumLimit(tenant.currency) : null,
    requiresRegisteredShipping: row.requiresRegisteredShipping,
    extras: await loadExtras(db, tenant),
  };
}
