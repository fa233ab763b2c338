import { checkCustomAmount, checkPersonalNote, type DeliveryKind, type ExtraKind } from '@shop/cart-rules';
import type { GiftcardPackageInput } from '@shop/graphql';
import { invalidInput, notFound } from '../errors.ts';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import type { CardItemType, CardProduct, StoredPackage } from './storedCart.ts';

export const MAX_QUANTITY_PER_PACKAGE = 100;

/** A validated package, priced from the database, not yet written. */
export type PlannedPackage = Omit<StoredPackage, 'id' | 'groupId' | 'card' | 'extras'> & {
  readonly card: Omit<StoredPackage['card'], 'id'>;
  readonly extras: readonly Omit<StoredPackage['extras'][number], 'id'>[];
};

interface VariationRow {
  id: string;
  sku: string;
  variation_type: 'digital' | 'physical';
  fixed_values: number[];
  custom_min: number | null;
  custom_max: number | null;
  whole_numbers_only: boolean;
  product_id: string;
  product_type: CardProduct['productType'];
  stock: number | null;
  per_order_limit: number | null;
  has_apple_sum_limit: boolean;
  requires_registered_shipping: boolean;
  background_color: string;
  image_path: string;
  title: string | null;
}

interface ExtraRow {
  id: string;
  kind: ExtraKind;
  sku: string;
  price: number;
  title: string;
}

const ID = /^\d{1,9}$/;

function checkId(value: string, parameter: string): number {
  if (!ID.test(value)) throw invalidInput(parameter, 'Id must be a number.');
  return Number(value);
}

function cardItemType(productType: CardProduct['productType']): CardItemType {
  if (productType === 'GIFTCARD_BLANK') return 'BLANK_GIFT_CARD_PACK';
  if (productType === 'DONATION') return 'DONATION';
  return 'GIFTCARD';
}

function chooseAmount(input: GiftcardPackageInput, variation: VariationRow, tenant: Tenant): number {
  const amount = input.amount ?? null;
  if (amount === null) {
    if (variation.fixed_values.length === 1 && variation.custom_min === null) return variation.fixed_values[0] ?? 0;
    throw invalidInput('package.amount', 'Choose an amount.');
  }
  if (variation.fixed_values.includes(amount)) return amount;
  if (variation.custom_min !== null && variation.custom_max !== null) {
    const check = checkCustomAmount(amount, {
      minimum: { currency: tenant.currency, value: variation.custom_min },
      maximum: { currency: tenant.currency, value: variation.custom_max },
      wholeNumbersOnly: variation.whole_numbers_only,
    });
    if (!check.ok) throw invalidInput('package.amount', check.message);
    return amount;
  }
  if (amount <= 0) throw invalidInput('package.amount', 'Please, enter a positive value');
  const values = variation.fixed_values.map((value) => String(value / 100)).join(', ');
  throw invalidInput('package.amount', `Choose one of the available values: ${values}`);
}

async function findExtra(sql: SqlClient, tenant: Tenant, kind: ExtraKind, extraId: number | null): Promise<ExtraRow | undefined> {
  const [row] = await sql.query<ExtraRow>(
    `SELECT e.id::text AS id, e.kind::text AS kind, e.sku, e.price_minor::int AS price, coalesce(et.title, e.sku) AS title
     FROM extras e
     LEFT JOIN extra_translations et ON et.store_id = e.store_id AND et.extra_id = e.id AND et.language = $2
     WHERE e.store_id = $1 AND e.kind = $3::extra_kind AND e.is_active AND ($4::int IS NULL OR e.id = $4)
     ORDER BY e.position, e.id LIMIT 1`,
    [tenant.storeId, tenant.language.code, kind, extraId],
  );
  return row;
}

/** Validates a package input against the tenant's catalogue and prices it. Throws ApiFailure. */
export async function planPackage(sql: SqlClient, tenant: Tenant, input: GiftcardPackageInput): Promise<PlannedPackage> {
  const variationId = checkId(input.variationId, 'package.variationId');
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) {
    throw invalidInput('package.quantity', 'Please, enter a positive value');
  }
  if (input.quantity > MAX_QUANTITY_PER_PACKAGE) {
    throw invalidInput('package.quantity', `The maximum is ${MAX_QUANTITY_PER_PACKAGE}`);
  }
  const messageCheck = input.personalMessage ? checkPersonalNote(input.personalMessage.text) : null;
  if (messageCheck && !messageCheck.ok) throw invalidInput('package.personalMessage.text', messageCheck.message);

  const [variation] = await sql.query<VariationRow>(
    `SELECT pv.id::text AS id, pv.sku, pv.variation_type::text AS variation_type,
       pv.fixed_values_minor::int[] AS fixed_values, pv.custom_min_minor::int AS custom_min,
       pv.custom_max_minor::int AS custom_max, pv.whole_numbers_only,
       p.id::text AS product_id, p.product_type::text AS product_type, p.stock, p.per_order_limit,
       p.has_apple_sum_limit, p.requires_registered_shipping, p.background_color, p.image_path, t.title
     FROM product_variations pv
     JOIN products p ON p.store_id = pv.store_id AND p.id = pv.product_id
     LEFT JOIN product_translations t ON t.store_id = p.store_id AND t.product_id = p.id AND t.language = $3
     WHERE pv.store_id = $1 AND pv.id = $2`,
    [tenant.storeId, variationId, tenant.language.code],
  );
  if (!variation) throw notFound('package.variationId', 'Gift card variation');
  const deliveryKind: DeliveryKind = variation.variation_type === 'digital' ? 'DIGITAL' : 'PHYSICAL';
  const unitPrice = chooseAmount(input, variation, tenant);
  const quantity = input.quantity;

  const extras: PlannedPackage['extras'][number][] = [];
  if (input.wrapperVariationId) {
    const kind: ExtraKind = deliveryKind === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER';
    const wrapper = await findExtra(sql, tenant, kind, checkId(input.wrapperVariationId, 'package.wrapperVariationId'));
    if (!wrapper) {
      throw invalidInput('package.wrapperVariationId', `This wrapper is not available for ${deliveryKind.toLowerCase()} gift cards.`);
    }
    extras.push({ type: kind, qty: quantity, unitPrice: wrapper.price, extraId: wrapper.id, sku: wrapper.sku, title: wrapper.title, messageText: null });
  }
  if (input.giftPackingVariationId) {
    const parameter = 'package.giftPackingVariationId';
    if (deliveryKind === 'DIGITAL') throw invalidInput(parameter, 'Gift packing is only available for physical gift cards.');
    const packing = await findExtra(sql, tenant, 'GIFT_PACKING', checkId(input.giftPackingVariationId, parameter));
    if (!packing) throw invalidInput(parameter, 'This gift packing is not available.');
    extras.push({ type: 'GIFT_PACKING', qty: 1, unitPrice: packing.price, extraId: packing.id, sku: packing.sku, title: packing.title, messageText: null });
  }
  if (messageCheck?.ok) {
    const message = await findExtra(sql, tenant, 'PERSONAL_MESSAGE', null);
    if (!message) throw invalidInput('package.personalMessage', 'Personal messages are not available in this store.');
    extras.push({
      type: 'PERSONAL_MESSAGE',
      qty: 1,
      unitPrice: message.price,
      extraId: message.id,
      sku: message.sku,
      title: message.title,
      messageText: messageCheck.text,
    });
  }

  return {
    deliveryKind,
    card: {
      type: cardItemType(variation.product_type),
      qty: quantity,
      unitPrice,
      variationId: variation.id,
      sku: variation.sku,
      product: {
        productId: variation.product_id,
        title: variation.title ?? variation.sku,
        productType: variation.product_type,
        stock: variation.stock,
        perOrderLimit: variation.per_order_limit,
        hasAppleSumLimit: variation.has_apple_sum_limit,
        requiresRegisteredShipping: variation.requires_registered_shipping,
        backgroundColor: variation.background_color,
        imagePath: variation.image_path,
      },
    },
    extras,
  };
}
