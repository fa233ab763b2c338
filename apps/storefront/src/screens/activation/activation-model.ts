import { ACTIVATION_FIELDS, judgeActivation, type ActivationField, type ActivationFormValues } from '@shop/validation';
import type { ApiErrorShape } from '../../data/errors.ts';
import { apiRefusal, fieldNamedBy, type FormMessage } from '../../forms/form-refusal.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The form's inputs: the holder's three fields and the captcha's solution. */
export type ActivationInputName = ActivationField | 'captchaToken';

export type ActivationMessage = FormMessage;

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

/**
 * The API's refusals of a request (it names the form's fields inside its `activation` input, 'activation.cardNumber'),
 * with what was typed.
 */
export function refusalState(values: ActivationFormValues, errors: readonly ApiErrorShape[], hasMessage: HasMessage): ActivationFormState {
  return { ...apiRefusal(errors, hasMessage, fieldNamedBy('activation.', ACTIVATION_FIELDS)), values };
}
