// zod's mini build: the form ships to the browser, and the full build would be most of the product page's own JS.
import * as z from 'zod/mini';
import { parseAmount } from './amount.ts';

/** A card may be bought this many times in one package (the API refuses more). */
export const MAX_QUANTITY = 100;
/** Spec §5: a personal note must stay under 160 characters. */
export const PERSONAL_NOTE_LIMIT = 160;

export const DELIVERY_KINDS = ['DIGITAL', 'PHYSICAL'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Choosing "custom" in the amount picker means the typed amount counts. */
export const CUSTOM_AMOUNT = 'custom';

export interface CustomAmountRule {
  readonly minimum: number;
  readonly maximum: number;
  readonly wholeNumbersOnly: boolean;
}

/** What one variation (digital or physical) of the product can be bought for, in minor units. */
export interface VariationRules {
  readonly id: string;
  readonly fixedValues: readonly number[];
  readonly customAmount: CustomAmountRule | null;
  readonly inStock: boolean;
}

export type ProductRules = Readonly<Partial<Record<DeliveryKind, VariationRules>>>;

/** Ids of the catalog messages the form shows; min/max values are filled in by the form. */
export const PRODUCT_FORM_ERRORS = {
  amountRequired: 'product.form.amount.required',
  positive: 'product.form.amount.positive',
  minimum: 'product.form.amount.minimum',
  maximum: 'product.form.amount.maximum',
  wholeNumbers: 'product.form.amount.wholeNumbers',
  quantityPositive: 'product.form.quantity.positive',
  quantityMaximum: 'product.form.quantity.maximum',
  noteEmpty: 'product.form.note.empty',
  noteEmoji: 'product.form.note.emoji',
  noteTooLong: 'product.form.note.tooLong',
  deliveryKind: 'product.form.deliveryKind.required',
} as const;

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]/u;

export const productFormValues = z.object({
  deliveryKind: z.enum(DELIVERY_KINDS, { error: PRODUCT_FORM_ERRORS.deliveryKind }),
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

type Issue = { readonly path: keyof ProductFormValues; readonly message: string };

/** Spec §5 price rules, in the spec's order: positive, whole numbers, minimum, maximum. */
export function amountIssue(text: string, rule: CustomAmountRule): string | null {
  const parsed = parseAmount(text);
  if (parsed.kind === 'invalid' || parsed.minor <= 0) return PRODUCT_FORM_ERRORS.positive;
  if (rule.wholeNumbersOnly && parsed.hasCents) return PRODUCT_FORM_ERRORS.wholeNumbers;
  if (parsed.minor < rule.minimum) return PRODUCT_FORM_ERRORS.minimum;
  if (parsed.minor > rule.maximum) return PRODUCT_FORM_ERRORS.maximum;
  return null;
}

/** Spec §5 personal note rules: not empty, no emoji, under 160 characters as the reader counts them. */
export function noteIssue(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return PRODUCT_FORM_ERRORS.noteEmpty;
  if (EMOJI.test(trimmed)) return PRODUCT_FORM_ERRORS.noteEmoji;
  if ([...trimmed].length >= PERSONAL_NOTE_LIMIT) return PRODUCT_FORM_ERRORS.noteTooLong;
  return null;
}

function quantityIssue(text: string): string | null {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) return PRODUCT_FORM_ERRORS.quantityPositive;
  if (Number(text) > MAX_QUANTITY) return PRODUCT_FORM_ERRORS.quantityMaximum;
  return null;
}

function issuesOf(values: ProductFormValues, rules: ProductRules): Issue[] {
  const issues: Issue[] = [];
  const variation = rules[values.deliveryKind];
  if (values.amountChoice === CUSTOM_AMOUNT) {
    const message = variation?.customAmount ? amountIssue(values.customAmount, variation.customAmount) : PRODUCT_FORM_ERRORS.amountRequired;
    if (message) issues.push({ path: 'customAmount', message });
  } else if (!variation?.fixedValues.includes(Number(values.amountChoice))) {
    issues.push({ path: 'amountChoice', message: PRODUCT_FORM_ERRORS.amountRequired });
  }
  const quantity = quantityIssue(values.quantity);
  if (quantity) issues.push({ path: 'quantity', message: quantity });
  if (values.withMessage) {
    const note = noteIssue(values.message);
    if (note) issues.push({ path: 'message', message: note });
  }
  return issues;
}

/** The form's schema for one product: the amount rules depend on the chosen delivery kind. */
export function productFormSchema(rules: ProductRules) {
  return productFormValues.check(
    z.superRefine((values, context) => {
      for (const issue of issuesOf(values, rules)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
  );
}

/** What the API's addGiftcardPackage needs, built from valid form values. */
export interface PackageDraft {
  readonly variationId: string;
  readonly amount: number;
  readonly quantity: number;
  readonly wrapperVariationId: string | null;
  readonly giftPackingVariationId: string | null;
  readonly personalMessage: string | null;
}

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
