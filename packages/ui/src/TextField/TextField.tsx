'use client';

import type { ComponentPropsWithRef } from 'react';
import * as styles from '../private/field.css.ts';
import { TextFieldFrame } from '../private/TextFieldFrame.tsx';
import { useTextControl, type CharacterLimitProps } from '../private/useTextControl.ts';

export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'password', 'search', 'url', 'number'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

type NativeInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'maxLength' | 'children'>;

export type TextFieldProps = NativeInputProps &
  CharacterLimitProps & {
    /** Visible label, bound to the input. */
    label: string;
    type?: TextFieldType;
    /** Extra guidance shown under the input. */
    hint?: string;
    /** Validation message; marks the input invalid. */
    error?: string;
    className?: string;
  };

export function TextField({
  label,
  hint,
  error,
  className,
  type = 'text',
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
}: TextFieldProps) {
  const control = useTextControl<HTMLInputElement>({
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
      <input
        {...input}
        {...control.controlProps}
        type={type}
        value={value}
        defaultValue={defaultValue}
        className={styles.control({ invalid: control.invalid })}
      />
    </TextFieldFrame>
  );
}
