import type { MessageId } from '@shop/i18n';
import { API_ERROR_CODES } from '@shop/graphql';
import { DOUBLER_ENTRY_FIELDS, judgeDoublerEntry, type DoublerEntryField, type DoublerEntryForm } from '@shop/validation';
import { errorToShow } from '../../chrome/error-modal/translate-error.ts';
import type { ApiErrorShape } from '../../data/errors.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The form's inputs: the entry's fields and the captcha's solution. */
export type DoublerInputName = DoublerEntryField | 'captchaToken';

/** A message for the page: a catalog id with its values, or a text the API already wrote in the page's language. */
export type DoublerMessage =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export type DoublerFieldMessages = Partial<Record<DoublerInputName, DoublerMessage>>;

/** What the form shows after its action answered: nothing yet, or why the entry was refused (it moves on when accepted). */
export type DoublerFormState =
  | { readonly status: 'idle' }
  | { readonly status: 'refused'; readonly fieldErrors: DoublerFieldMessages; readonly formError: DoublerMessage | null };

export const IDLE: DoublerFormState = { status: 'idle' };

/** The shared rules' verdict, with the captcha's: empty when the form may be sent. */
export function doublerFieldIssues(form: DoublerEntryForm, knownPrefixes: readonly string[], captchaToken: string | null): DoublerFieldMessages {
  const judged = judgeDoublerEntry(form, knownPrefixes);
  const issues: DoublerFieldMessages = judged.ok ? {} : { ...judged.issues };
  if (!captchaToken) issues.captchaToken = { id: 'checkout.identify.captchaRequired' };
  return issues;
}

function fieldOf(parameter: string | null): DoublerInputName | null {
  return parameter === 'captchaToken' || (DOUBLER_ENTRY_FIELDS as readonly (string | null)[]).includes(parameter) ? (parameter as DoublerInputName) : null;
}

/**
 * Where the API's refusals show: one naming a field at that field, any other above the form. A 4000 carries the shared
 * rules' text in the page's language; every other code reads its catalog text (spec §8).
 */
export function refusalState(errors: readonly ApiErrorShape[], hasMessage: HasMessage): DoublerFormState {
  const fieldErrors: DoublerFieldMessages = {};
  let formError: DoublerMessage | null = null;
  for (const error of errors) {
    const shown = errorToShow([error], hasMessage);
    const message: DoublerMessage = error.code === API_ERROR_CODES.INVALID_INPUT || !shown ? { text: error.message } : { id: shown.messageId, values: shown.values };
    const field = fieldOf(error.referencedRequestParameter);
    if (field) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) formError = { id: 'errors.generic' };
  return { status: 'refused', fieldErrors, formError };
}
