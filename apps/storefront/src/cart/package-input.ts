import type { DeliveryKind, GiftcardPackageInput } from '@shop/graphql/operations';
import type { PackageDraft } from '@shop/validation';
import { z } from 'zod';

export const deliveryKindInput = z.enum(['DIGITAL', 'PHYSICAL']) satisfies z.ZodType<DeliveryKind>;

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
