import { API_ERROR_CODES } from '@shop/graphql';
import { ACTIVATION_FIELDS, judgeActivation, type ActivationField, type ActivationFormValues } from '@shop/validation';
import { errorToShow } from '../../chrome/error-modal/translate-error.ts';
import type { ApiErrorShape } from '../../data/errors.ts';
import type { HasMessage } from '../../i18n/has-message.ts';
import type { MessageId } from '@shop/i18n';

/** The form's inputs: the holder's three fields and the captcha's solution. */
export type ActivationInputName = ActivationField | 'captchaToken';

/** A message for the page: a catalog id with its values, or a text the API already wrote in the page's language. */
export type ActivationMessage =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export type ActivationFieldMessages = Partial<Record<ActivationInputName, ActivationMessage>>;

/** What the form shows: nothing yet, or why the request was refused (per field and above the form). */
export type ActivationFormState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'refused';
      /** As typed, to fill the fields again. */
      readonly values: ActivationFormValues;
      readonly fieldErrors: ActivationFieldMessages;
      readonly formError: ActivationMessage | null;
    };

export const IDLE: ActivationFormState = { status: 'idle' };

export const EMPTY_VALUES: ActivationFormValues = { cardNumber: '', amount: '', email: '' };

/** The shared rules' verdict on the three fields, as messages per field; empty when the form may be sent. */
export function activationFieldIssues(values: ActivationFormValues, prefixes: readonly string[]): ActivationFieldMessages {
  const judged = judgeActivation(values, prefixes);
  return judged.ok ? {} : { ...judged.issues };
}

/** The API names the form's fields inside its `activation` input ('activation.cardNumber'). */
function fieldOf(parameter: string | null): ActivationInputName | null {
  const name = parameter?.startsWith('activation.') ? parameter.slice('activation.'.length) : null;
  return name === 'captchaToken' || (ACTIVATION_FIELDS as readonly (string | null)[]).includes(name) ? (name as ActivationInputName) : null;
}

/**
 * Where the API's refusals show: one naming a field at that field, any other above the form. A 4000 carries the shared
 * rules' text in the page's language; every other code reads its catalog text (spec §8: by code, then by parameter,
 * else the generic message).
 */
export function refusalState(values: ActivationFormValues, errors: readonly ApiErrorShape[], hasMessage: HasMessage): ActivationFormState {
  const fieldErrors: ActivationFieldMessages = {};
  let formError: ActivationMessage | null = null;
  for (const error of errors) {
    const shown = errorToShow([error], hasMessage);
    const message: ActivationMessage = error.code === API_ERROR_CODES.INVALID_INPUT || !shown ? { text: error.message } : { id: shown.messageId, values: shown.values };
    const field = fieldOf(error.referencedRequestParameter);
    if (field) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) formError = { id: 'errors.generic' };
  return { status: 'refused', values, fieldErrors, formError };
}
