import type { Extra, Money, OrderItemType, Product, ProductExtras, Variation, VariationConfig } from '@shop/graphql';
import { APPLE_ORDER_SUM_LIMIT_MAJOR } from '@shop/cart-rules';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { PRODUCT_CARD_COLUMNS, toProductCard, type ProductCardRow } from './productCards.ts';

interface ProductDetailRow extends ProductCardRow {
  show_hand: boolean;
  show_shadow: boolean;
  stock: number | null;
  has_apple_sum_limit: boolean;
}

export interface VariationRow {
  id: string;
  variation_type: 'digital' | 'physical';
  sku: string;
  fixed_values: number[];
  custom_min: number | null;
  custom_max: number | null;
  whole_numbers_only: boolean;
}

interface ExtraRow {
  id: string;
  kind: 'WRAPPER' | 'DIGITAL_WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE';
  title: string;
  price: number;
}

export const VARIATION_COLUMNS = `pv.id::text AS id, pv.variation_type::text AS variation_type, pv.sku,
  pv.fixed_values_minor::int[] AS fixed_values, pv.custom_min_minor::int AS custom_min,
  pv.custom_max_minor::int AS custom_max, pv.whole_numbers_only`;

const money = (tenant: Tenant, value: number): Money => ({ currency: tenant.currency, value });

function variationConfig(tenant: Tenant, row: VariationRow | undefined): VariationConfig | null {
  if (!row) return null;
  const prices = [...row.fixed_values, ...(row.custom_min === null ? [] : [row.custom_min])];
  const max = Math.max(...row.fixed_values, row.custom_max ?? 0);
  return {
    pricesToShow: row.fixed_values.map((value) => money(tenant, value)),
    hasFixedPrices: row.fixed_values.length > 0,
    minPrice: prices.length > 0 ? money(tenant, Math.min(...prices)) : null,
    maxPrice: max > 0 ? money(tenant, max) : null,
  };
}

function toVariation(tenant: Tenant, title: string, inStock: boolean, row: VariationRow): Variation {
  const fixedValues = row.fixed_values.map((value) => money(tenant, value));
  return {
    id: row.id,
    title: `${title} (${row.variation_type})`,
    sku: row.sku,
    variationType: row.variation_type === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    price: fixedValues[0] ?? (row.custom_min === null ? null : money(tenant, row.custom_min)),
    fixedValues,
    customAmount:
      row.custom_min !== null && row.custom_max !== null
        ? { minimum: money(tenant, row.custom_min), maximum: money(tenant, row.custom_max), wholeNumbersOnly: row.whole_numbers_only }
        : null,
    inStock,
  };
}

export async function loadExtras(sql: SqlClient, tenant: Tenant): Promise<ProductExtras> {
  const rows = await sql.query<ExtraRow>(
    `SELECT e.id::text AS id, e.kind::text AS kind, coalesce(et.title, e.sku) AS title, e.price_minor::int AS price
     FROM extras e
     LEFT JOIN extra_translations et ON et.store_id = e.store_id AND et.extra_id = e.id AND et.language = $2
     WHERE e.store_id = $1 AND e.is_active ORDER BY e.kind, e.position, e.id`,
    [tenant.storeId, tenant.language.code],
  );
  const toExtra = (row: ExtraRow): Extra => ({
    id: row.id,
    title: row.title,
    type: row.kind satisfies OrderItemType,
    price: money(tenant, row.price),
    image: { url: `/images/extras/${row.id}.svg`, alt: row.title },
  });
  const ofKind = (kind: ExtraRow['kind']) => rows.filter((row) => row.kind === kind).map(toExtra);
  return {
    wrappers: ofKind('WRAPPER'),
    digitalWrappers: ofKind('DIGITAL_WRAPPER'),
    giftPackings: ofKind('GIFT_PACKING'),
    personalMessage: ofKind('PERSONAL_MESSAGE')[0] ?? null,
  };
}

/** A product page's data, looked up by its path in the tenant's language. */
export async function findProductByPath(sql: SqlClient, tenant: Tenant, path: string): Promise<Product | null> {
  const [row] = await sql.query<ProductDetailRow>(
    `SELECT ${PRODUCT_CARD_COLUMNS}, p.show_hand, p.show_shadow, p.stock, p.has_apple_sum_limit
     FROM products p
     JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $2
     WHERE p.store_id = $1 AND t.path = $3`,
    [tenant.storeId, tenant.language.code, path],
  );
  if (!row) return null;
  const variations = await sql.query<VariationRow>(
    `SELECT ${VARIATION_COLUMNS} FROM product_variations pv
     WHERE pv.store_id = $1 AND pv.product_id = $2 ORDER BY pv.variation_type, pv.id`,
    [tenant.storeId, Number(row.id)],
  );
  const card = toProductCard(row, tenant);
  const inStock = row.stock === null || row.stock > 0;
  const digital = variations.find((v) => v.variation_type === 'digital');
  const physical = variations.find((v) => v.variation_type === 'physical');
  const fixedValues = [...new Set(variations.flatMap((v) => v.fixed_values))].sort((a, b) => a - b);
  const customMin = variations.map((v) => v.custom_min).filter((v): v is number => v !== null);
  const customMax = variations.map((v) => v.custom_max).filter((v): v is number => v !== null);
  return {
    id: card.id,
    title: card.title,
    description: card.description,
    path: card.path,
    image: card.image,
    backgroundColor: card.backgroundColor,
    showHand: row.show_hand,
    showShadow: row.show_shadow,
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
    orderSumLimit: row.has_apple_sum_limit ? money(tenant, APPLE_ORDER_SUM_LIMIT_MAJOR * 100) : null,
    extras: await loadExtras(sql, tenant),
  };
}
