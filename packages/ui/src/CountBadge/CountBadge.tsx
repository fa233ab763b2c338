import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './CountBadge.css.ts';

export interface CountBadgeProps {
  readonly count: number;
  /** What a screen reader hears instead of the bare number, e.g. "3 items in your basket". */
  readonly label: string;
  readonly className?: string;
}

/** A small count (basket items) that only exists while there is something to count. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
