import type { DeliveryKind, GiftcardPackageInput } from '@shop/graphql/operations';
import { DELIVERY_KINDS, isRecordId, type PackageDraft } from '@shop/validation';
import { z } from 'zod';

export const deliveryKindInput = z.enum(DELIVERY_KINDS) satisfies z.ZodType<DeliveryKind>;

/** A package of the cart, named by the basket's buttons. */
export const packageIdInput = z.string().refine(isRecordId);

export function toGiftcardPackageInput(draft: PackageDraft): GiftcardPackageInput {
  return {
    variationId: draft.variationId,
    amount: draft.amount,
    quantity: draft.quantity,
    wrapperVariationId: draft.wrapperVariationId,
    giftPackingVariationId: draft.giftPackingVariationId,
    personalMessage: draft.personalMessage === null ? null : { text: draft.personalMessage },
  };
}
