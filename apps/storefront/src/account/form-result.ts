import { LIMIT_MESSAGE_VALUES, validationErrors, type ValidationMessage } from '@shop/validation';
import type * as z from 'zod/mini';
import { waitValues } from '@shop/i18n/wait';
import { minutesToWait, type ApiErrorShape } from '../data/errors.ts';
import type { MessageId } from '@shop/i18n';

/** A message to show: a catalog id and the values it names. */
export interface FormMessage {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Per field, the first thing wrong with it. */
export type FieldMessages<Field extends string = string> = Partial<Readonly<Record<Field, FormMessage>>>;

/** What an account form's server action answers. */
export type AccountFormResult<Field extends string = string> =
  | { readonly kind: 'done' }
  /** The session ended meanwhile: the browser goes to this address (it clears the cookies and asks to log in). */
  | { readonly kind: 'signedOut'; readonly location: string }
  /** Refused: messages at fields and, for the rest, the API's errors for the error modal. */
  | { readonly kind: 'refused'; readonly fields: FieldMessages<Field>; readonly errors: readonly ApiErrorShape[] };

const asFormMessage = (message: ValidationMessage, extra: Readonly<Record<string, string | number>>): FormMessage => ({
  id: message.id,
  values: { ...LIMIT_MESSAGE_VALUES, ...extra, ...message.values },
});

/**
 * The shared rules' refusals of `values`, first one per field (the top-level field of the issue's path), or null when
 * the schema accepts them. Form and server action call the same function with the same schema.
 */
export function judge<Field extends string>(
  schema: z.ZodMiniType,
  values: unknown,
  /** Values the messages name beyond the limits (the postcode's {label}). */
  extra: Readonly<Record<string, string | number>> = {},
): FieldMessages<Field> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const fields: Partial<Record<Field, FormMessage>> = {};
  for (const refusal of validationErrors(parsed.error)) {
    const field = refusal.parameter.split('.')[0] as Field;
    fields[field] ??= asFormMessage(refusal.message, extra);
  }
  return fields;
}

export const refusedFields = <Field extends string>(fields: FieldMessages<Field>): AccountFormResult<Field> => ({ kind: 'refused', fields, errors: [] });

export const refusedByApi = <Field extends string>(errors: readonly ApiErrorShape[], fields: FieldMessages<Field> = {}): AccountFormResult<Field> => ({
  kind: 'refused',
  fields,
  errors: Object.keys(fields).length > 0 ? [] : errors,
});

/** An account's password lock lasts at most its window: 5 wrong passwords in 15 minutes (spec §8, 4113). */
const PASSWORD_LOCK_MINUTES = 15;

/** The password lock (4113) at a password field, naming the wait the API answered. */
export const passwordLocked = (error: ApiErrorShape): FormMessage => ({
  id: 'account.password.locked',
  values: waitValues(minutesToWait(error) ?? PASSWORD_LOCK_MINUTES),
});
