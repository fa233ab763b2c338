'use server';

import { toPackageDraft } from '@shop/validation';
import { redirect } from 'next/navigation';
import { addPackageToCart } from '../../cart/actions.ts';
import { apiErrorText } from '../../chrome/error-modal/api-error-text.ts';
import { formField } from '../../data/form-field.ts';
import { href } from '../../routing/href.ts';
import { storeLanguage, type StoreLanguage } from '../../routing/languages.ts';
import { formValuesOf, PRODUCT_FORM_CONTEXT, refusedFields, type AddWithoutScriptState, type RefusedFields } from './add-without-script-model.ts';
import { loadProduct } from './load-product.ts';
import { FIELD_REFUSED, fieldsRefusedBy } from './product-form-model.ts';
import { productRules } from './product-rules.ts';

/** The longest API path of a product a form can carry: anything longer was not written by the page. */
const MAX_PRODUCT_PATH_LENGTH = 500;

const unreadable = (language: StoreLanguage | null): AddWithoutScriptState => ({
  status: 'refused',
  values: null,
  fieldErrors: {},
  problem: apiErrorText(language, []),
});

/**
 * The product form posted without its script (clicked before the page's script ran, or with none): the same rules and
 * the same cart action as the form in the browser, then the basket, where the new line shows; a refusal comes back to
 * the form with the values sent.
 */
export async function addPackageWithoutScript(_previous: AddWithoutScriptState, form: FormData): Promise<AddWithoutScriptState> {
  const lang = formField(form, PRODUCT_FORM_CONTEXT.lang);
  const productPath = formField(form, PRODUCT_FORM_CONTEXT.productPath);
  const language = typeof lang === 'string' ? storeLanguage(lang) : null;
  if (!language || typeof productPath !== 'string' || productPath === '' || productPath.length > MAX_PRODUCT_PATH_LENGTH) {
    return unreadable(language);
  }
  const product = await loadProduct(language.code, productPath).catch(() => null);
  if (!product) return unreadable(language);

  const rules = productRules(product);
  const values = formValuesOf(form, rules);
  const refused = refusedFields(values, rules);
  if (Object.keys(refused).length > 0) return { status: 'refused', values, fieldErrors: refused, problem: null };

  const result = await addPackageToCart(language.code, toPackageDraft(values, rules));
  if (!result.ok) {
    const fieldErrors: RefusedFields = {};
    for (const field of fieldsRefusedBy(result.errors)) fieldErrors[field] = FIELD_REFUSED;
    return { status: 'refused', values, fieldErrors, problem: apiErrorText(language, result.errors) };
  }
  redirect(href(language.code, 'cart'));
}
