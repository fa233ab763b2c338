import { DOUBLER_ENTRY_FIELDS, judgeDoublerEntry, type DoublerEntryField, type DoublerEntryForm } from '@shop/validation';
import type { ApiErrorShape } from '../../data/errors.ts';
import { apiRefusal, CAPTCHA_REQUIRED, fieldNamedBy, type FieldMessages, type FormRefusal } from '../../forms/form-refusal.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The form's inputs: the entry's fields and the captcha's solution. */
export type DoublerInputName = DoublerEntryField | 'captchaToken';

/** What the form shows after its action answered: nothing yet, or why the entry was refused (it moves on when accepted). */
export type DoublerFormState = { readonly status: 'idle' } | FormRefusal<DoublerInputName>;

export const IDLE: DoublerFormState = { status: 'idle' };

/** The shared rules' verdict, with the captcha's: empty when the form may be sent. */
export function doublerFieldIssues(form: DoublerEntryForm, knownPrefixes: readonly string[], captchaToken: string | null): FieldMessages<DoublerInputName> {
  const judged = judgeDoublerEntry(form, knownPrefixes);
  const issues: FieldMessages<DoublerInputName> = judged.ok ? {} : { ...judged.issues };
  if (!captchaToken) issues.captchaToken = CAPTCHA_REQUIRED;
  return issues;
}

/** The API's refusals of an entry: it names the fields as its own arguments ('pin'). */
export function refusalState(errors: readonly ApiErrorShape[], hasMessage: HasMessage): DoublerFormState {
  return apiRefusal(errors, hasMessage, fieldNamedBy('', DOUBLER_ENTRY_FIELDS));
}
