import { API_ERROR_CODES } from '@shop/graphql';
import { waitValues } from '@shop/i18n/wait';
import { minutesToWait, type ApiErrorShape } from '../../data/errors.ts';
import type { AuthMessage } from './auth-messages.ts';
import type { FieldIssues } from './auth-rules.ts';
import type { HasMessage } from '../../i18n/has-message.ts';

/** The analytics event a finished form reports before the page moves on. */
export type AuthEvent = 'login' | 'sign_up';

/** What an auth form shows after its server action answered: nothing yet, where to go next, or why it was refused. */
export type AuthFormState<Field extends string> =
  | { readonly status: 'idle' }
  | { readonly status: 'done'; readonly location: string; readonly event: AuthEvent | null }
  | {
      readonly status: 'refused';
      /** What was typed, to fill the form again; passwords never come back. */
      readonly values: Readonly<Partial<Record<Field, string>>>;
      readonly fieldErrors: FieldIssues<Field>;
      readonly formError: AuthMessage | null;
    };

export const IDLE = { status: 'idle' } as const;

/** The refusals of the auth forms that end after a wait the API names (`retryAfterSeconds`). */
const TIMED_CODES: readonly number[] = [API_ERROR_CODES.LOGIN_LOCKED, API_ERROR_CODES.RATE_LIMITED];

/**
 * An API refusal in the page's language (spec §8: translated by code, else the generic text). A 4000 carries the
 * shared rules' text, which the API already wrote in the store's language; the waits of 4113 and 4011 keep their time.
 */
export function apiMessage(error: ApiErrorShape, hasMessage: HasMessage): AuthMessage {
  const { code, message } = error;
  if (code === API_ERROR_CODES.INVALID_INPUT) return { text: message, code };
  if (TIMED_CODES.includes(code)) {
    const minutes = minutesToWait(error);
    // By code, then by the parameter it names (spec §8): a limit on one e-mail address is not a limit on the network.
    const timedIds = [`auth.error.${code}.${error.referencedRequestParameter}`, `auth.error.${code}`];
    const timedId = timedIds.find((id) => hasMessage(id));
    if (minutes !== null && timedId) return { id: timedId, values: waitValues(minutes), code };
    return { id: 'errors.code.4011', code };
  }
  for (const id of [`auth.error.${code}`, `errors.code.${code}`]) if (hasMessage(id)) return { id, code };
  return { id: 'errors.generic', code };
}

/** `account.email` (register's input) is the form's `email`. */
const fieldOf = (parameter: string | null) => (parameter ?? '').replace(/^account\./, '');

export interface RefusalOptions<Field extends string> {
  readonly fields: readonly Field[];
  readonly values: Readonly<Partial<Record<Field, string>>>;
  readonly hasMessage: HasMessage;
  /**
   * `holder`: the first error alone, above the form (log in, spec §8: "Login uses its own holder showing the first
   * error"); `fields`: each error at the field it names, the others above the form.
   */
  readonly placement: 'holder' | 'fields';
}

/** The refused state for the API's errors; an answer without any says "something went wrong". */
export function refusedState<Field extends string>(errors: readonly ApiErrorShape[], options: RefusalOptions<Field>): AuthFormState<Field> {
  const fieldErrors: FieldIssues<Field> = {};
  let formError: AuthMessage | null = null;
  for (const error of options.placement === 'holder' ? errors.slice(0, 1) : errors) {
    const message = apiMessage(error, options.hasMessage);
    const field = fieldOf(error.referencedRequestParameter) as Field;
    if (options.placement === 'fields' && options.fields.includes(field)) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) formError = { id: 'errors.generic' };
  return { status: 'refused', values: options.values, fieldErrors, formError };
}

/** The refused state for issues the shared rules found before anything was sent. */
export function invalidState<Field extends string>(values: Readonly<Partial<Record<Field, string>>>, fieldErrors: FieldIssues<Field>): AuthFormState<Field> {
  return { status: 'refused', values, fieldErrors, formError: null };
}

export const hasIssues = (issues: object) => Object.keys(issues).length > 0;
