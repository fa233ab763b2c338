'use client';

import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { AccountFormResult, FieldMessages, FormMessage } from '../../account/form-result.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';

export interface AccountForm<Field extends string> {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly pending: boolean;
  /** The message at a field, formatted; undefined when it has none. */
  readonly errorOf: (field: Field) => string | undefined;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly reset: () => void;
}

export interface AccountFormOptions<Field extends string, Values> {
  /** The form's values from its fields. */
  readonly read: (data: FormData) => Values;
  /** The shared rules: refusals per field, or null when they accept the values. */
  readonly judge: (values: Values) => FieldMessages<Field> | null;
  readonly send: (values: Values) => Promise<AccountFormResult<Field>>;
  readonly onDone: (values: Values) => void;
}

/**
 * An account form: judged in the browser by the shared rules before anything is sent, then by the server action and
 * the API. Refusals show at their fields and focus moves to the first; other errors open the error modal; an ended
 * session goes to log in. What was typed stays in the fields.
 */
export function useAccountForm<Field extends string, Values>({ read, judge, send, onDone }: AccountFormOptions<Field, Values>): AccountForm<Field> {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<FieldMessages<Field>>({});
  const [pending, setPending] = useState(false);
  // A new object per refusal, so the same field refused twice is focused again.
  const [focusRequest, setFocusRequest] = useState<{ readonly field: string } | null>(null);

  // After the commit that shows the messages, so the field is announced with its error.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  const show = (refused: FieldMessages<Field>) => {
    setFields(refused);
    const first = Object.keys(refused)[0];
    if (first) setFocusRequest({ field: first });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = read(new FormData(event.currentTarget));
    const refused = judge(values);
    if (refused) {
      show(refused);
      return;
    }
    setPending(true);
    const result = await send(values);
    if (result.kind === 'signedOut') {
      window.location.assign(result.location);
      return;
    }
    setPending(false);
    if (result.kind === 'done') {
      setFields({});
      onDone(values);
      return;
    }
    show(result.fields);
    errorModal.show(result.errors);
  };

  const errorOf = (field: Field) => {
    const message: FormMessage | undefined = fields[field];
    return message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  };

  return { formRef, pending, errorOf, onSubmit, reset: () => setFields({}) };
}

/** A text field's value from form data ('' when absent). */
export const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
