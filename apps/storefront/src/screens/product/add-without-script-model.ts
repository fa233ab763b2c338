import { DELIVERY_KINDS, productFormSchema, validationErrors, type DeliveryKind, type ProductFormValues, type ProductRules } from '@shop/validation';
import type { FieldErrors } from 'react-hook-form';
import { initialValues } from './product-form-model.ts';

/** The hidden fields that tell the server action which store and product a form sent before its script ran. */
export const PRODUCT_FORM_CONTEXT = { lang: 'lang', productPath: 'productPath' } as const;

/** Field of the form → the catalog id of why it was refused ('validation.*', or `product.form.fieldRefused`). */
export type RefusedFields = Partial<Record<keyof ProductFormValues, string>>;

/**
 * What the product form's server action answered a form posted without its script (before the page's script ran, or
 * with none): nothing yet, or why the package was not added, with the values sent so the form shows them again. A
 * package that was added leads to the basket instead.
 */
export type AddWithoutScriptState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'refused';
      /** The values as sent, read against the product's rules; null when the product could not be read. */
      readonly values: ProductFormValues | null;
      readonly fieldErrors: RefusedFields;
      /** Why, in the store's language, when it concerns the form as a whole (the API's refusal, an unreadable request). */
      readonly problem: string | null;
    };

export const NOT_SENT: AddWithoutScriptState = { status: 'idle' };

const isDeliveryKind = (value: unknown): value is DeliveryKind => (DELIVERY_KINDS as readonly unknown[]).includes(value);

/**
 * The form's values as a browser posts them: a field the page did not show (one delivery kind, no "Other amount", no
 * message box) keeps the form's initial value, a checkbox is ticked when sent at all, and a delivery kind the product
 * does not offer counts as none chosen.
 */
export function formValuesOf(form: FormData, rules: ProductRules): ProductFormValues {
  const initial = initialValues(rules);
  const text = (name: Exclude<keyof ProductFormValues, 'deliveryKind' | 'withMessage'>): string => {
    const value = form.get(name);
    return typeof value === 'string' ? value : initial[name];
  };
  const kind = form.get('deliveryKind');
  return {
    deliveryKind: isDeliveryKind(kind) && rules[kind] ? kind : initial.deliveryKind,
    amountChoice: text('amountChoice'),
    customAmount: text('customAmount'),
    quantity: text('quantity'),
    wrapperId: text('wrapperId'),
    giftPackingId: text('giftPackingId'),
    withMessage: form.has('withMessage'),
    message: text('message'),
  };
}

/** The fields the product's rules refuse, each with its first reason; an empty object when the values are valid. */
export function refusedFields(values: ProductFormValues, rules: ProductRules): RefusedFields {
  const checked = productFormSchema(rules).safeParse(values);
  if (checked.success) return {};
  const refused: RefusedFields = {};
  for (const { parameter, message } of validationErrors(checked.error)) refused[parameter as keyof ProductFormValues] ??= message.id;
  return refused;
}

/** The refusals as the form's field errors, which the form formats as it formats its own. */
export function toFieldErrors(refused: RefusedFields): FieldErrors<ProductFormValues> {
  const errors: FieldErrors<ProductFormValues> = {};
  for (const [field, message] of Object.entries(refused) as [keyof ProductFormValues, string][]) {
    errors[field] = { type: 'server', message };
  }
  return errors;
}
