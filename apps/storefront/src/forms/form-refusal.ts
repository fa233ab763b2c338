import { API_ERROR_CODES } from '@shop/graphql';
import { validationErrors } from '@shop/validation';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { errorToShow } from '../chrome/error-modal/translate-error.ts';
import type { ApiErrorShape } from '../data/errors.ts';
import type { HasMessage } from '../i18n/has-message.ts';

/** A message a form shows: a catalog id with its values, or a text the API already wrote in the page's language. */
export type FormMessage =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export type FieldMessages<Field extends string> = Partial<Record<Field, FormMessage>>;

/** At the captcha of every form that has one, while it is not solved yet: without it nothing is sent (spec §5). */
export const CAPTCHA_REQUIRED = { id: 'checkout.identify.captchaRequired' } as const satisfies FormMessage;

/** A form message in the page's language: the API's own text as it is, a catalog id formatted with its values. */
export function formMessageText(intl: IntlShape, message: FormMessage): string {
  return 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
}

/** A shared schema's refusals as messages per field: the first for each, in the schema's order. */
export function schemaFieldIssues<Field extends string>(error: Parameters<typeof validationErrors>[0]): FieldMessages<Field> {
  const issues: FieldMessages<Field> = {};
  for (const { parameter, message } of validationErrors(error)) issues[parameter as Field] ??= message;
  return issues;
}

/** Why a form was refused: per field, and above the form for what concerns it as a whole. */
export interface FormRefusal<Field extends string> {
  readonly status: 'refused';
  readonly fieldErrors: FieldMessages<Field>;
  readonly formError: FormMessage | null;
}

/** The refusal of issues the shared rules found before anything was sent. */
export function invalidFields<Field extends string>(fieldErrors: FieldMessages<Field>): FormRefusal<Field> {
  return { status: 'refused', fieldErrors, formError: null };
}

/** A refusal above the form alone: an unreadable request (`errors.generic`), an API out of reach (`errors.apiUnavailable`). */
export function formRefusal<Field extends string>(id: MessageId): FormRefusal<Field> {
  return { status: 'refused', fieldErrors: {}, formError: { id } };
}

/**
 * The form field an API error names (`referencedRequestParameter`), for forms whose inputs the API reads under `prefix`
 * ('quote.email'; '' for top-level arguments), the captcha's solution included; null for any other parameter.
 */
export function fieldNamedBy<Field extends string>(prefix: string, fields: readonly Field[]) {
  return (parameter: string | null): Field | 'captchaToken' | null => {
    const name = parameter?.startsWith(prefix) ? parameter.slice(prefix.length) : null;
    return name === 'captchaToken' || (fields as readonly (string | null)[]).includes(name) ? (name as Field | 'captchaToken') : null;
  };
}

/**
 * Where the API's refusals show: one naming a field at that field, any other above the form. A 4000 carries the shared
 * rules' text in the page's language; every other code reads its catalog text (spec §8: by code, then by parameter,
 * else the generic message).
 */
export function apiRefusal<Field extends string>(
  errors: readonly ApiErrorShape[],
  hasMessage: HasMessage,
  fieldOf: (parameter: string | null) => Field | null,
): FormRefusal<Field> {
  const fieldErrors: FieldMessages<Field> = {};
  let formError: FormMessage | null = null;
  for (const error of errors) {
    const shown = errorToShow([error], hasMessage);
    const message: FormMessage = error.code === API_ERROR_CODES.INVALID_INPUT || !shown ? { text: error.message } : { id: shown.messageId, values: shown.values };
    const field = fieldOf(error.referencedRequestParameter);
    if (field) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) formError = { id: 'errors.generic' };
  return { status: 'refused', fieldErrors, formError };
}
