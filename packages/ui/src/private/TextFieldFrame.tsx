import type { ReactNode } from 'react';
import { classNames } from './classNames.ts';
import * as styles from './field.css.ts';
import { FieldMessages } from './FieldMessages.tsx';
import type { useTextControl } from './useTextControl.ts';

export interface TextFieldFrameProps {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly className?: string;
  readonly control: Pick<ReturnType<typeof useTextControl>, 'controlId' | 'hintId' | 'errorId' | 'counterId' | 'counterText' | 'exceeded'>;
  /** The input or text area, already wired with `control.controlProps`. */
  readonly children: ReactNode;
}

/** What every text control shows around itself: its label above, hint, error and character counter below. */
export function TextFieldFrame({ label, hint, error, className, control, children }: TextFieldFrameProps) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={control.controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages
        hint={hint}
        hintId={control.hintId}
        error={error}
        errorId={control.errorId}
        counterText={control.counterText}
        counterId={control.counterId}
        exceeded={control.exceeded}
      />
    </div>
  );
}
