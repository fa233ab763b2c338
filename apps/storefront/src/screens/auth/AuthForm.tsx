'use client';

import { Button } from '@shop/ui';
import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { announceSessionChanged } from '../../chrome/account/signed-in-marker.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import type { AuthMessage } from './auth-messages.ts';
import { formMessageText } from '../../forms/form-refusal.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';
import { IDLE, type AuthFormState } from './auth-model.ts';
import type { FieldIssues } from './auth-rules.ts';
import * as styles from './Auth.css.ts';

/** What a form's fields need to show: the error of each field, in words. */
export interface FieldView<Field extends string> {
  readonly error: (field: Field) => string | undefined;
  /** The API's code of a field's error, for fields that add a way on (an e-mail in use links to log in). */
  readonly errorCode: (field: Field) => number | undefined;
}

export interface AuthFormProps<Field extends string> {
  readonly action: (previous: AuthFormState<Field>, form: FormData) => Promise<AuthFormState<Field>>;
  /** The shared rules, run before anything is sent: nothing goes to the server while they find an issue. */
  readonly validate: (form: FormData, captchaToken: string | null) => FieldIssues<Field>;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  /** The captcha's challenge and language, for forms that take one. */
  readonly captcha?: { readonly url: string; readonly language: string };
  readonly fields: (view: FieldView<Field>) => ReactNode;
  /** A way on after an error above the form (a used reset link leads to asking for a new one). */
  readonly afterFormError?: (error: AuthMessage) => ReactNode;
  readonly labelledBy: string;
  readonly children?: ReactNode;
}

/**
 * The frame of the log in, register and password forms: runs the shared rules first, then the server action, without
 * resetting what was typed; shows each error at its field and the rest above the form; moves focus to the first error;
 * after success reports the analytics event, tells the header, and moves on to the next page.
 */
export function AuthForm<Field extends string>({
  action, validate, submitLabel, pendingLabel, captcha, fields, afterFormError, labelledBy, children,
}: AuthFormProps<Field>) {
  const intl = useIntl();
  const router = useRouter();
  const { state, pending, fieldErrors, formError, form, formErrorRef, captchaKey, onCaptcha } = useCheckedForm<Field, AuthFormState<Field>, AuthMessage>({
    action,
    initial: IDLE,
    validate,
  });

  useEffect(() => {
    if (state.status !== 'done') return;
    if (state.event) pushDataLayer({ event: state.event, method: 'email' });
    // The header's account menu and basket count read the new session and the account's basket.
    announceSessionChanged();
    announceCartChanged();
    router.push(state.location);
  }, [state]);

  const view: FieldView<Field> = {
    error: (field) => {
      const message = fieldErrors[field];
      return message && formMessageText(intl, message);
    },
    errorCode: (field) => fieldErrors[field]?.code,
  };

  return (
    <form {...form} className={styles.form} aria-labelledby={labelledBy}>
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <p className={styles.intro}>{formMessageText(intl, formError)}</p>
          {afterFormError?.(formError)}
        </div>
      )}
      {fields(view)}
      {captcha && (
        <Captcha
          key={captchaKey}
          challengeUrl={captcha.url}
          language={captcha.language}
          error={fieldErrors['captchaToken' as Field] && formMessageText(intl, fieldErrors['captchaToken' as Field]!)}
          onChange={onCaptcha}
        />
      )}
      <Button type="submit" variant="primary" loading={pending || state.status === 'done'} loadingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
