import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as choice from '../private/choice.css.ts';
import { classNames } from '../private/classNames.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  /** Visible label; may hold a link, e.g. to the terms and conditions. */
  label: ReactNode;
  description?: string;
  /** Validation message; marks the checkbox invalid. */
  error?: string;
  className?: string;
};

export function Checkbox({
  label,
  description,
  error,
  className,
  id,
  'aria-describedby': ariaDescribedBy,
  ...input
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined, ariaDescribedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classNames(styles.wrapper, className)}>
      <div className={choice.row}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className={choice.input}
          // Set only when they say something: a server-rendered form sends every prop it names to the browser.
          {...(error ? { 'aria-invalid': true } : {})}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        />
        <span className={choice.text}>
          <label htmlFor={inputId} className={choice.label}>
            {label}
          </label>
          {description ? (
            <span id={descriptionId} className={choice.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={choice.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
