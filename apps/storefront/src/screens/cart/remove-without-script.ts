'use server';

import { redirect } from 'next/navigation';
import { deleteCartPackageGroup } from '../../cart/actions.ts';
import { lineGone } from '../../cart/action-result.ts';
import { apiErrorText } from '../../chrome/error-modal/api-error-text.ts';
import { formField } from '../../data/form-field.ts';
import { href } from '../../routing/href.ts';
import { storeLanguage } from '../../routing/languages.ts';
import type { LineActionAnswer } from './line-action-answer.ts';
import { REMOVE_FORM_FIELDS } from './remove-without-script-model.ts';

/**
 * A basket line's remove button posted without the page's script (before it ran, or with none): the same cart action
 * as the confirm dialog, then the basket again, without the line. A line already gone (removed in another tab) leads
 * there too; any other refusal stays on the line, said in the store's language.
 */
export async function removePackageWithoutScript(_previous: LineActionAnswer, form: FormData): Promise<LineActionAnswer> {
  const lang = formField(form, REMOVE_FORM_FIELDS.lang);
  const language = typeof lang === 'string' ? storeLanguage(lang) : null;
  if (!language) return { problem: apiErrorText(null, []) };
  const result = await deleteCartPackageGroup(
    language.code,
    formField(form, REMOVE_FORM_FIELDS.shipmentTag),
    formField(form, REMOVE_FORM_FIELDS.packageId),
  );
  if (!result.ok && !lineGone(result)) return { problem: apiErrorText(language, result.errors) };
  redirect(href(language.code, 'cart'));
}
