import { CUSTOM_AMOUNT, DELIVERY_KINDS, type DeliveryKind, type PackageDraft, type ProductFormValues, type ProductRules } from '@shop/validation';
import type { FieldPath } from 'react-hook-form';

/** An extra (wrapper, packing, message) as the form offers it. */
export interface FormExtra {
  readonly id: string;
  readonly title: string;
  /** In minor units. */
  readonly price: number;
  readonly image: { readonly src: string; readonly alt: string } | null;
}

/** The extras a product can be sent with. */
export interface FormExtras {
  readonly wrappers: readonly FormExtra[];
  readonly digitalWrappers: readonly FormExtra[];
  readonly giftPackings: readonly FormExtra[];
  readonly personalMessage: FormExtra | null;
}

/** Where the API's refusal of a package field shows inline. */
const FIELD_OF_PARAMETER: Readonly<Record<string, FieldPath<ProductFormValues>>> = {
  'package.amount': 'customAmount',
  'package.quantity': 'quantity',
  'package.personalMessage.text': 'message',
  'package.personalMessage': 'message',
  'package.wrapperVariationId': 'wrapperId',
  'package.giftPackingVariationId': 'giftPackingId',
};

/** The message id a field shows when the API refused its value. */
export const FIELD_REFUSED = 'product.form.fieldRefused';

/** The form fields the API's errors name (`referencedRequestParameter`), each once. */
export function fieldsRefusedBy(errors: readonly { readonly referencedRequestParameter?: string | null }[]): FieldPath<ProductFormValues>[] {
  const fields = errors.flatMap(({ referencedRequestParameter: parameter }) => {
    const field = parameter ? FIELD_OF_PARAMETER[parameter] : undefined;
    return field ? [field] : [];
  });
  return [...new Set(fields)];
}

/** The delivery kinds the product offers, digital first. */
export function offeredKinds(rules: ProductRules): DeliveryKind[] {
  return DELIVERY_KINDS.filter((kind) => rules[kind]);
}

export function initialValues(rules: ProductRules): ProductFormValues {
  const deliveryKind: DeliveryKind = rules.DIGITAL ? 'DIGITAL' : 'PHYSICAL';
  return {
    deliveryKind,
    amountChoice: firstAmountChoice(rules, deliveryKind),
    customAmount: '',
    quantity: '1',
    wrapperId: '',
    giftPackingId: '',
    withMessage: false,
    message: '',
  };
}

export function firstAmountChoice(rules: ProductRules, kind: DeliveryKind): string {
  const first = rules[kind]?.fixedValues[0];
  return first === undefined ? CUSTOM_AMOUNT : String(first);
}

/** Whether the other delivery kind offers the amount chosen for this one (a listed value, or typing one's own). */
export function offersAmountChoice(rules: ProductRules, kind: DeliveryKind, choice: string): boolean {
  return choice === CUSTOM_AMOUNT ? Boolean(rules[kind]?.customAmount) : Boolean(rules[kind]?.fixedValues.includes(Number(choice)));
}

/** The wrappers of a delivery kind: digital cards have animations, physical ones envelopes. */
export function wrappersOf(extras: FormExtras, kind: DeliveryKind): readonly FormExtra[] {
  return kind === 'DIGITAL' ? extras.digitalWrappers : extras.wrappers;
}

/** What the package costs with its extras, in minor units: a wrapper per card, packing and message once. */
export function packagePrice(draft: PackageDraft, extras: FormExtras, kind: DeliveryKind): number {
  const wrapper = wrappersOf(extras, kind).find((extra) => extra.id === draft.wrapperVariationId)?.price ?? 0;
  const packing = extras.giftPackings.find((extra) => extra.id === draft.giftPackingVariationId)?.price ?? 0;
  const message = draft.personalMessage !== null ? (extras.personalMessage?.price ?? 0) : 0;
  return draft.amount * draft.quantity + wrapper * draft.quantity + packing + message;
}
