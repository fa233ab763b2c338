'use client';

import { useEffect } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { hasMessageIn } from '../../i18n/has-message.ts';
import type { ServerFieldErrors } from './CheckoutFlow.tsx';

/**
 * The message for a field: the shared schemas' message id (with the values its text names), else the API's
 * refusal of that field. Message ids come from the validation catalog; unknown ids fall back to the id.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>, values: Record<string, string | number>) {
  const intl = useIntl();
  const hasMessage = hasMessageIn(intl.messages);
  return (path: string): string | undefined => {
    const id = (get(errors, path) as { message?: string } | undefined)?.message;
    if (!id) return undefined;
    // react-hook-form keeps a refusal's message as text: ours are always catalog ids, so an unknown one shows as it is.
    return hasMessage(id) ? intl.formatMessage({ id }, values) : id;
  };
}

/** Shows the API's field errors on the step's fields once, when the step opens. */
export function useServerFieldErrors<T extends FieldValues>(serverErrors: ServerFieldErrors | undefined, setError: UseFormSetError<T>) {
  useEffect(() => {
    if (!serverErrors) return;
    for (const [path, id] of Object.entries(serverErrors)) setError(path as Path<T>, { type: 'server', message: id }, { shouldFocus: false });
  }, [serverErrors, setError]);
}

/** Only the binding of `register`: the text controls take their own length limits (the schemas judge them). */
export function bindField<T extends FieldValues>(register: UseFormRegister<T>, path: Path<T>) {
  const { onChange, onBlur, ref, name } = register(path);
  return { onChange, onBlur, ref, name };
}
