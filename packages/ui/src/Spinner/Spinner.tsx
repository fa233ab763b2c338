import { classNames } from '../private/classNames.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './Spinner.css.ts';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export const SPINNER_TONES = ['current', 'brand'] as const;

export type SpinnerSize = (typeof SPINNER_SIZES)[number];
export type SpinnerTone = (typeof SPINNER_TONES)[number];

export interface SpinnerProps {
  /** What is loading, announced to screen readers (e.g. "Loading gift cards"). */
  label: string;
  size?: SpinnerSize;
  tone?: SpinnerTone;
  className?: string;
}

export function Spinner({ label, size = 'md', tone = 'current', className }: SpinnerProps) {
  return (
    <span role="status" className={classNames(styles.root, className)}>
      <span aria-hidden="true" className={styles.circle({ size, tone })} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
