'use client';

import { useId, useState, type ReactNode } from 'react';
import * as choice from '../private/choice.css.ts';
import { classNames } from '../private/classNames.ts';
import * as styles from './RadioGroup.css.ts';

export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export interface RadioOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> {
  /** The question the options answer, shown as the fieldset legend. */
  legend: string;
  /** Form field name shared by every radio input. */
  name: string;
  options: readonly RadioOption<Value>[];
  /** The chosen value when controlled; `null` means nothing chosen yet. */
  value?: Value | null;
  defaultValue?: Value;
  onChange?: (value: Value) => void;
  hint?: string;
  /** Validation message; marks the group invalid. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: RadioGroupOrientation;
  className?: string;
}

export function RadioGroup<Value extends string = string>({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  disabled = false,
  required = false,
  orientation = 'vertical',
  className,
}: RadioGroupProps<Value>) {
  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const [uncontrolledValue, setUncontrolledValue] = useState<Value | null>(defaultValue ?? null);
  const selected = value === undefined ? uncontrolledValue : value;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  function choose(next: Value) {
    setUncontrolledValue(next);
    onChange?.(next);
  }

  return (
    <fieldset
      className={classNames(styles.fieldset, className)}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options({ orientation })}>
        {options.map((option) => {
          const inputId = `${groupId}-${option.value}`;
          const descriptionId = `${inputId}-description`;
          return (
            <div key={option.value} className={choice.row}>
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                required={required}
                className={choice.input}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => choose(option.value)}
              />
              <span className={choice.text}>
                <label htmlFor={inputId} className={choice.label}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={descriptionId} className={choice.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={choice.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
