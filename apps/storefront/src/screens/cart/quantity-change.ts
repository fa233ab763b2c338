'use server';

import { quantityIssue } from '@shop/validation';
import { redirect } from 'next/navigation';
import { failed, INVALID_REQUEST, lineGone, type CartActionResult } from '../../cart/action-result.ts';
import { updateCartPackage } from '../../cart/actions.ts';
import { loadCart } from '../../cart/load-cart.ts';
import { apiErrorText } from '../../chrome/error-modal/api-error-text.ts';
import { formField } from '../../data/form-field.ts';
import { href } from '../../routing/href.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { basketPackages, packageDraftOf } from './basket-model.ts';
import type { LineActionAnswer } from './line-action-answer.ts';
import { QUANTITY_FORM_FIELDS } from './quantity-change-model.ts';

/** A package gone from the basket (removed in another tab, or the basket ordered): the line's actions say so alike. */
const PACKAGE_GONE = failed([{ message: 'The package is no longer in the basket.', code: 4004, referencedRequestParameter: 'packageId' }]);

/**
 * Another quantity of one basket line: the package as the basket holds it now (card, amount, packaging, message), read
 * on the server so that only the quantity comes from the browser, with the same rule as the product form.
 */
export async function changePackageQuantity(lang: string, packageId: unknown, quantity: unknown): Promise<CartActionResult> {
  const language = storeLanguage(lang);
  const count = typeof quantity === 'string' && /^\d{1,9}$/.test(quantity.trim()) ? Number(quantity) : quantity;
  if (!language || typeof packageId !== 'string' || typeof count !== 'number' || quantityIssue(count)) return INVALID_REQUEST;
  const cart = await loadCart(language.code);
  const pkg = cart.kind === 'filled' ? basketPackages(cart.order).find((line) => line.packageId === packageId) : undefined;
  if (!pkg) return PACKAGE_GONE;
  if (pkg.quantity === count) return { ok: true };
  return updateCartPackage(language.code, pkg.packageId, packageDraftOf(pkg, { quantity: count }));
}

/**
 * The quantity form posted without the page's script (before it ran, or with none): the same change, then the basket
 * again. A line already gone leads there too; any other refusal stays on the line, said in the store's language.
 */
export async function changeQuantityWithoutScript(_previous: LineActionAnswer, form: FormData): Promise<LineActionAnswer> {
  const lang = formField(form, QUANTITY_FORM_FIELDS.lang);
  const language = typeof lang === 'string' ? storeLanguage(lang) : null;
  if (!language) return { problem: apiErrorText(null, []) };
  const result = await changePackageQuantity(language.code, formField(form, QUANTITY_FORM_FIELDS.packageId), formField(form, QUANTITY_FORM_FIELDS.quantity));
  if (!result.ok && !lineGone(result)) return { problem: apiErrorText(language, result.errors) };
  redirect(href(language.code, 'cart'));
}
