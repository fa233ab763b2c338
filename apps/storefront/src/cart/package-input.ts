import type { DeliveryKind, GiftcardPackageInput } from '@shop/graphql/operations';
import { z } from 'zod';

/** A package as the browser sends it to a server action; checked again here because the browser is not trusted. */
export const packageDraftInput = z.object({
  variationId: z.string().regex(/^\d{1,9}$/),
  amount: z.number().int().positive(),
  quantity: z.number().int().min(1),
  wrapperVariationId: z.string().regex(/^\d{1,9}$/).nullable(),
  giftPackingVariationId: z.string().regex(/^\d{1,9}$/).nullable(),
  personalMessage: z.string().nullable(),
});
export type PackageDraftInput = z.infer<typeof packageDraftInput>;

export const deliveryKindInput = z.enum(['DIGITAL', 'PHYSICAL']) satisfies z.ZodType<DeliveryKind>;

export function toGiftcardPackageInput(draft: PackageDraftInput): GiftcardPackageInput {
  return {
    variationId: draft.variationId,
    amount: draft.amount,
    quantity: draft.quantity,
    wrapperVariationId: draft.wrapperVariationId,
    giftPackingVariationId: draft.giftPackingVariationId,
    personalMessage: draft.personalMessage === null ? null : { text: draft.personalMessage },
  };
}
