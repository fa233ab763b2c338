'use client';

import type { ComponentPropsWithRef } from 'react';
import * as styles from '../private/field.css.ts';
import { TextFieldFrame } from '../private/TextFieldFrame.tsx';
import { useTextControl, type CharacterLimitProps } from '../private/useTextControl.ts';

type NativeTextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'maxLength' | 'children'>;

export type TextAreaProps = NativeTextAreaProps &
  CharacterLimitProps & {
    /** Visible label, bound to the text area. */
    label: string;
    /** Extra guidance shown under the text area. */
    hint?: string;
    /** Validation message; marks the text area invalid. */
    error?: string;
    className?: string;
  };

export function TextArea({
  label,
  hint,
  error,
  className,
  maxLength,
  remainingText,
  id,
  ref,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...input
}: TextAreaProps) {
  const control = useTextControl<HTMLTextAreaElement>({
    id,
    value,
    defaultValue,
    error,
    hint,
    ariaDescribedBy,
    ariaInvalid,
    limit: maxLength === undefined ? {} : { maxLength, remainingText: remainingText ?? String },
    ref,
    onChange,
  });
  return (
    <TextFieldFrame label={label} hint={hint} error={error} className={className} control={control}>
      <textarea
        {...input}
        {...control.controlProps}
        value={value}
        defaultValue={defaultValue}
        className={styles.control({ invalid: control.invalid, multiline: true })}
      />
    </TextFieldFrame>
  );
}
