import type { DeliveryKind, ExtraKind } from '@shop/cart-rules';
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
import { formatValidationMessage } from '@shop/i18n';
import {
  customAmountIssue, fixedAmountIssue, isRecordId, personalNoteIssue, quantityIssue, validationMessage, type ValidationMessage,
} from '@shop/validation';
import { invalidInput, notFound, type ApiFailure } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

/** A validated package, priced from the database, not yet written; `product` carries the facts the limits judge. */
export interface PlannedPackage extends PackageLines {
  readonly product: StoredCardProduct;
}

function checkId(value: string, parameter: string): number {
  if (!isRecordId(value)) throw invalidInput(parameter, 'Id must be a number.');
  return Number(value);
}

function cardKind(productType: StoredCardProduct['productType']): CartCardKind {
  if (productType === 'GIFTCARD_BLANK') return 'BLANK_GIFT_CARD_PACK';
  if (productType === 'DONATION') return 'DONATION';
  return 'GIFTCARD';
}

/** A refusal by one of the shared form rules, worded in the request's language. */
function refused(tenant: Tenant, parameter: string, message: ValidationMessage): ApiFailure {
  return invalidInput(parameter, formatValidationMessage(tenant.language.locale, message.id, message.values));
}

function chooseAmount(input: GiftcardPackageInput, variation: CartVariation, tenant: Tenant): number {
  const amount = input.amount ?? null;
  const { fixedValuesMinor: fixedValues, customMinMinor: customMin, customMaxMinor: customMax } = variation;
  if (amount === null) {
    if (fixedValues.length === 1 && customMin === null) return fixedValues[0] ?? 0;
    throw refused(tenant, 'package.amount', validationMessage('validation.price.required'));
  }
  if (fixedValues.includes(amount)) return amount;
  const issue =
    customMin !== null && customMax !== null
      ? customAmountIssue(amount, { minimum: customMin, maximum: customMax, wholeNumbersOnly: variation.wholeNumbersOnly })
      : fixedAmountIssue(amount, fixedValues);
  if (issue) throw refused(tenant, 'package.amount', issue);
  return amount;
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
  const quantityRefusal = quantityIssue(input.quantity);
  if (quantityRefusal) throw refused(tenant, 'package.quantity', quantityRefusal);
  const messageText = input.personalMessage ? input.personalMessage.text.trim() : null;
  const noteRefusal = input.personalMessage ? personalNoteIssue(input.personalMessage.text) : null;
  if (noteRefusal) throw refused(tenant, 'package.personalMessage.text', noteRefusal);

  const variation = await findCartVariation(db, { storeId: tenant.storeId, language: tenant.language.code, variationId });
  if (!variation) throw notFound('package.variationId', 'Gift card variation');
  const deliveryKind: DeliveryKind = variation.variationType === 'digital' ? 'DIGITAL' : 'PHYSICAL';
  const unitPriceMinor = chooseAmount(input, variation, tenant);
  const quantity = input.quantity;

  const extras: PackageLines['extras'][number][] = [];
  // An extra's id is absent or null when none is wanted; any string, the empty one too, must name one.
  if (input.wrapperVariationId != null) {
    const kind: ExtraKind = deliveryKind === 'DIGITAL' ? 'DIGITAL_WRAPPER' : 'WRAPPER';
    const wrapper = await findExtra(db, tenant, kind, checkId(input.wrapperVariationId, 'package.wrapperVariationId'));
    if (!wrapper) {
      throw invalidInput('package.wrapperVariationId', `This wrapper is not available for ${deliveryKind.toLowerCase()} gift cards.`);
    }
    extras.push(extraLine(wrapper, quantity));
  }
  if (input.giftPackingVariationId != null) {
    const parameter = 'package.giftPackingVariationId';
    if (deliveryKind === 'DIGITAL') throw invalidInput(parameter, 'Gift packing is only available for physical gift cards.');
    const packing = await findExtra(db, tenant, 'GIFT_PACKING', checkId(input.giftPackingVariationId, parameter));
    if (!packing) throw invalidInput(parameter, 'This gift packing is not available.');
    extras.push(extraLine(packing, 1));
  }
  if (messageText !== null) {
    const message = await findExtra(db, tenant, 'PERSONAL_MESSAGE', null);
    if (!message) throw invalidInput('package.personalMessage', 'Personal messages are not available in this store.');
    extras.push(extraLine(message, 1, messageText));
  }

  return {
    deliveryKind,
    card: { type: cardKind(variation.product.productType), variationId: variation.id, qty: quantity, unitPriceMinor },
    extras,
    product: variation.product,
  };
}
