'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormMessage } from './form-refusal.ts';

type Issues<Field extends string, Message> = Partial<Record<Field, Message>>;

/** A refused state as the forms' states spell it. */
interface Refused<Field extends string, Message> {
  readonly status: 'refused';
  readonly fieldErrors: Issues<Field, Message>;
  readonly formError: Message | null;
}

export interface CheckedFormOptions<Field extends string, State extends { readonly status: string }, Message> {
  /** The server action (`useActionState`). */
  readonly action: (previous: Awaited<State>, form: FormData) => Promise<State>;
  readonly initial: State;
  /** The shared rules, with the captcha's solution: nothing is sent while they find an issue. */
  readonly validate: (form: FormData, captchaToken: string | null) => Issues<Field, Message>;
}

function isRefusal<Field extends string, Message>(state: { readonly status: string }): state is Refused<Field, Message> {
  return state.status === 'refused';
}

/**
 * A form judged in the browser with the shared rules before its server action runs, and sent by hand, so a refused
 * form keeps what was typed (a form action would reset it). After a refusal the captcha widget is remounted (its
 * solution went to the server and may have been used) and focus moves to the first field in error, else to the
 * message above the form.
 */
export function useCheckedForm<Field extends string, State extends { readonly status: string }, Message = FormMessage>({
  action, initial, validate,
}: CheckedFormOptions<Field, State, Message>) {
  const [state, formAction, pending] = useActionState<State, FormData>(action, initial as Awaited<State>);
  const [localErrors, setLocalErrors] = useState<Issues<Field, Message> | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isRefusal(state)) return;
    setToken(null);
    setCaptchaKey((key) => key + 1);
    setLocalErrors(null);
    setFocusRequest((request) => request + 1);
  }, [state]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else formErrorRef.current?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const issues = validate(data, token);
    if (Object.keys(issues).length > 0) {
      setLocalErrors(issues);
      setFocusRequest((request) => request + 1);
      return;
    }
    setLocalErrors(null);
    if (token) data.set('captchaToken', token);
    startTransition(() => formAction(data));
  };

  const refusal = isRefusal<Field, Message>(state) ? state : null;
  const fieldErrors: Issues<Field, Message> = localErrors ?? refusal?.fieldErrors ?? {};
  const formError: Message | null = localErrors === null ? (refusal?.formError ?? null) : null;
  return {
    state,
    pending,
    fieldErrors,
    formError,
    /** Spread on the `<form>`. */
    form: { ref: formRef, action: formAction, onSubmit, noValidate: true },
    formErrorRef,
    /** The `<Captcha>`'s key (a fresh widget after each answer) and its `onChange`. */
    captchaKey,
    onCaptcha: setToken,
  };
}
