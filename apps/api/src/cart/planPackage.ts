import { checkCustomAmount, checkPersonalNote, type DeliveryKind, type ExtraKind } from '@shop/cart-rules';
import {
  findActiveExtra,
  findCartVariation,
  type CartCardKind,
  type CartExtra,
  type CartVariation,
  type PackageLines,
  type ShopExecutor,
  type StoredCardProduct,
} from '@shop/db';
import type { GiftcardPackageInput } from '@shop/graphql';
import { invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

export const MAX_QUANTITY_PER_PACKAGE = 100;

/** A validated package, priced from the database, not yet written; `product` carries the facts the limits judge. */
export interface PlannedPackage extends PackageLines {
  readonly product: StoredCardProduct;
}

const ID = /^\d{1,9}$/;

function checkId(value: string, parameter: string): number {
  if (!ID.test(value)) throw invalidInput(parameter, 'Id must be a number.');
  return Number(value);
}

function cardKind(productType: StoredCardProduct['productType']): CartCardKind {
  if (productType === 'GIFTCARD_BLANK') return 'BLANK_GIFT_CARD_PACK';
  if (productType === 'DONATION') return 'DONATION';
  return 'GIFTCARD';
}

function chooseAmount(input: GiftcardPackageInput, variation: CartVariation, tenant: Tenant): number {
  const amount = input.amount ?? null;
  const { fixedValuesMinor: fixedValues, customMinMinor: customMin, customMaxMinor: customMax } = variation;
  if (amount === null) {
    if (fixedValues.length === 1 && customMin === null) return fixedValues[0] ?? 0;
    throw invalidInput('package.amount', 'Choose an amount.');
  }
  if (fixedValues.includes(amount)) return amount;
  if (customMin !== null && customMax !== null) {
    const check = checkCustomAmount(amount, {
      minimum: { currency: tenant.currency, value: customMin },
      maximum: { currency: tenant.currency, value: customMax },
      wholeNumbersOnly: variation.wholeNumbersOnly,
    });
    if (!check.ok) throw invalidInput('package.amount', check.message);
    return amount;
  }
  if (amount <= 0) throw invalidInput('package.amount', 'Please, enter a positive value');
  const values = fixedValues.map((value) => String(value / 100)).join(', ');
  throw invalidInput('package.amount', `Choose one of the available values: ${values}`);
}

function findExtra(db: ShopExecutor, tenant: Tenant, kind: ExtraKind, extraId: number | null): Promise<CartExtra | null> {
  return findActiveExtra(db, { storeId: tenant.storeId, language: tenant.language.code, kind, extraId });
}

const extraLine = (extra: CartExtra, qty: number, messageText: string | null = null): PackageLines['extras'][number] => ({
  type: extra.kind,
  extraId: extra.id,
  qty,
  unitPriceMinor: extra.priceMinor,
  messageText,
});

/** Validates a package input against the tenant's catalogue and prices it. Throws ApiFailure. */
export async function planPackage(db: ShopExecutor, tenant: Tenant, input: GiftcardPackageInput): Promise<PlannedPackage> {
  const variationId = checkId(input.variationId, 'package.variationId');
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) {
    throw invalidInput('package.quantity', 'Please, enter a positive value');
  }
  if (input.quantity > MAX_QUANTITY_PER_PACKAGE) {
    throw invalidInput('package.quantity', `The maximum is ${MAX_QUANTITY_PER_PACKAGE}`);
  }
  const messageCheck = input.personalMessage ? checkPersonalNote(input.personalMessage.text) : null;
  if (messageCheck && !messageCheck.ok) throw invalidInput('package.personalMessage.text', messageCheck.message);

  const variation = await findCartVariation(db, { storeId: tenant.storeId, language: tenant.language.code, variationId });
  if (!variation) throw notFound('package.variationId', 'Gift card variation');
  const deliveryKind: DeliveryKind = variation.variationType === 'digital' ? 'DIGITAL' : 'PHYSICAL';
  const unitPriceMinor = chooseAmount(input, variation, tenant);
  const quantity = input.quantity;

  const extras: PackageLines['extras'][number][] = [];
  if (input.wrapperVariationId) {
    const kind: ExtraKind = deliveryKind === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER';
    const wrapper = await findExtra(db, tenant, kind, checkId(input.wrapperVariationId, 'package.wrapperVariationId'));
    if (!wrapper) {
      throw invalidInput('package.wrapperVariationId', `This wrapper is not available for ${deliveryKind.toLowerCase()} gift cards.`);
    }
    extras.push(extraLine(wrapper, quantity));
  }
  if (input.giftPackingVariationId) {
    const parameter = 'package.giftPackingVariationId';
    if (deliveryKind === 'DIGITAL') throw invalidInput(parameter, 'Gift packing is only available for physical gift cards.');
    const packing = await findExtra(db, tenant, 'GIFT_PACKING', checkId(input.giftPackingVariationId, parameter));
    if (!packing) throw invalidInput(parameter, 'This gift packing is not available.');
    extras.push(extraLine(packing, 1));
  }
  if (messageCheck?.ok) {
    const message = await findExtra(db, tenant, 'PERSONAL_MESSAGE', null);
    if (!message) throw invalidInput('package.personalMessage', 'Personal messages are not available in this store.');
    extras.push(extraLine(message, 1, messageCheck.text));
  }

  return {
    deliveryKind,
    card: { type: cardKind(variation.product.productType), variationId: variation.id, qty: quantity, unitPriceMinor },
    extras,
    product: variation.product,
  };
}
