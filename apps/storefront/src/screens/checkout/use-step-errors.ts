'use client';

import { useEffect } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFormMessage } from '../../i18n/form-message.ts';
import type { ServerFieldErrors } from './CheckoutFlow.tsx';

/**
 * The message for a field: the shared schemas' message id (with the values its text names), else the API's
 * refusal of that field.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>, values: Record<string, string | number>) {
  const intl = useIntl();
  return (path: string): string | undefined => {
    const id = (get(errors, path) as { message?: string } | undefined)?.message;
    return id ? formatFormMessage(intl, id, values) : undefined;
  };
}

/** Shows the API's field errors on the step's fields once, when the step opens. */
export function useServerFieldErrors<T extends FieldValues>(serverErrors: ServerFieldErrors | undefined, setError: UseFormSetError<T>) {
  useEffect(() => {
    if (!serverErrors) return;
    for (const [path, id] of Object.entries(serverErrors)) setError(path as Path<T>, { type: 'server', message: id }, { shouldFocus: false });
  }, [serverErrors, setError]);
}

/**
 * Shows every error of the step each time `requests` grows: the shopper asked for a later step that these values do
 * not allow, and sees why. Focus stays where the flow puts it (the step's heading).
 */
export function useRequestedErrors(requests: number | undefined, trigger: () => Promise<boolean>) {
  useEffect(() => {
    if (requests) void trigger();
  }, [requests, trigger]);
}

/** Only the binding of `register`: the text controls take their own length limits (the schemas judge them). */
export function bindField<T extends FieldValues>(register: UseFormRegister<T>, path: Path<T>) {
  const { onChange, onBlur, ref, name } = register(path);
  return { onChange, onBlur, ref, name };
}
