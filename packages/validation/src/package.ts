import * as z from 'zod/mini';
import { amountIssue, customAmountIssue, parseAmount, unreadableAmountIssue, type CustomAmountRule } from './amount.ts';
import { isRecordId } from './ids.ts';
import { MAX_QUANTITY_PER_PACKAGE } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { personalNoteIssue } from './personalNote.ts';
import { ruleCheck } from './private/rule.ts';

export const DELIVERY_KINDS = ['DIGITAL', 'PHYSICAL'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Choosing "custom" in the amount picker means the typed amount counts. */
export const CUSTOM_AMOUNT = 'custom';

/** What one variation (digital or physical) of the product can be bought for, in minor units. */
export interface VariationRules {
  readonly id: string;
  readonly fixedValues: readonly number[];
  readonly customAmount: CustomAmountRule | null;
  readonly inStock: boolean;
}

export type ProductRules = Readonly<Partial<Record<DeliveryKind, VariationRules>>>;

export function quantityIssue(quantity: number): ValidationMessage | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return validationMessage('validation.quantity.positive');
  if (!Number.isInteger(quantity)) return validationMessage('validation.quantity.wholeNumber');
  if (quantity > MAX_QUANTITY_PER_PACKAGE) return validationMessage('validation.quantity.maximum', { maximum: MAX_QUANTITY_PER_PACKAGE });
  return null;
}

const id = z.string().check(z.refine(isRecordId, { error: 'validation.value.invalid' }));

/**
 * A package as the product form and the basket send it to the cart (amount in minor units). The storefront's server
 * action checks it again because the browser is not trusted; the API applies the same rules to its own input.
 */
export const packageDraftSchema = z.object({
  variationId: id,
  amount: z.int().check(ruleCheck(amountIssue)),
  quantity: z.number().check(ruleCheck(quantityIssue)),
  wrapperVariationId: z.nullable(id),
  giftPackingVariationId: z.nullable(id),
  personalMessage: z.nullable(z.string().check(ruleCheck(personalNoteIssue))),
});
export type PackageDraft = z.output<typeof packageDraftSchema>;

/** The product form's fields as the inputs hold them (text), before `toPackageDraft` reads them. */
export const productFormValues = z.object({
  deliveryKind: z.enum(DELIVERY_KINDS, { error: 'validation.deliveryKind.required' }),
  /** A fixed value in minor units as text, or CUSTOM_AMOUNT. */
  amountChoice: z.string(),
  customAmount: z.string(),
  quantity: z.string(),
  wrapperId: z.string(),
  giftPackingId: z.string(),
  withMessage: z.boolean(),
  message: z.string(),
});
export type ProductFormValues = z.infer<typeof productFormValues>;

type FormIssue = { readonly path: keyof ProductFormValues; readonly message: ValidationMessage };

function typedAmountIssue(text: string, rule: CustomAmountRule): ValidationMessage | null {
  const parsed = parseAmount(text);
  return parsed.kind === 'amount' ? customAmountIssue(parsed.minor, rule) : unreadableAmountIssue(parsed, rule);
}

function typedQuantityIssue(text: string): ValidationMessage | null {
  const typed = text.trim();
  if (/^\d+$/.test(typed)) return quantityIssue(Number(typed));
  // '1.5' or '1,5': a number, but not a whole one.
  if (/^\d*[.,]\d+$/.test(typed)) return quantityIssue(Number(typed.replace(',', '.')));
  return validationMessage('validation.quantity.positive');
}

function formIssues(values: ProductFormValues, rules: ProductRules): FormIssue[] {
  const issues: FormIssue[] = [];
  const variation = rules[values.deliveryKind];
  if (values.amountChoice === CUSTOM_AMOUNT) {
    const message = variation?.customAmount
      ? typedAmountIssue(values.customAmount, variation.customAmount)
      : validationMessage('validation.price.required');
    if (message) issues.push({ path: 'customAmount', message });
  } else if (!variation?.fixedValues.includes(Number(values.amountChoice))) {
    issues.push({ path: 'amountChoice', message: validationMessage('validation.price.required') });
  }
  const quantity = typedQuantityIssue(values.quantity);
  if (quantity) issues.push({ path: 'quantity', message: quantity });
  if (values.withMessage) {
    const note = personalNoteIssue(values.message);
    if (note) issues.push({ path: 'message', message: note });
  }
  return issues;
}

/** The product form's schema for one product: the amount rules depend on the chosen delivery kind. */
export function productFormSchema(rules: ProductRules) {
  return productFormValues.check(
    z.superRefine((values, context) => {
      for (const { path, message } of formIssues(values, rules)) {
        context.addIssue({ code: 'custom', path: [path], message: message.id, params: message.values, input: values[path] });
      }
    }),
  );
}

/** The package valid form values describe. */
export function toPackageDraft(values: ProductFormValues, rules: ProductRules): PackageDraft {
  const variation = rules[values.deliveryKind];
  if (!variation) throw new Error(`The product has no ${values.deliveryKind} variation`);
  const parsed = parseAmount(values.customAmount);
  const amount = values.amountChoice === CUSTOM_AMOUNT ? (parsed.kind === 'amount' ? parsed.minor : 0) : Number(values.amountChoice);
  return {
    variationId: variation.id,
    amount,
    quantity: Number(values.quantity),
    wrapperVariationId: values.wrapperId || null,
    giftPackingVariationId: values.deliveryKind === 'PHYSICAL' && values.giftPackingId ? values.giftPackingId : null,
    personalMessage: values.withMessage ? values.message.trim() : null,
  };
}
