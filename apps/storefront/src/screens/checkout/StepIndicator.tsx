import { visuallyHidden } from '@shop/ui';
import * as styles from './Checkout.css.ts';

export interface StepIndicatorProps {
  /** The steps' names in order (Your data, Shipping, Payment, Success). */
  readonly labels: readonly string[];
  /** Index of the current step. */
  readonly current: number;
  /** Names the list for screen readers ("Checkout steps"). */
  readonly label: string;
  /** "Step {number} of {total}: {name}" for each step, so the position is read, not only seen. */
  readonly describe: (index: number) => string;
}

/** The checkout's progress: an ordered list whose current item carries aria-current="step". */
export function StepIndicator({ labels, current, label, describe }: StepIndicatorProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {labels.map((name, index) => {
          const isCurrent = index === current;
          const className = [styles.step, isCurrent ? styles.stepCurrent : '', index < current ? styles.stepDone : ''].filter(Boolean).join(' ');
          return (
            <li key={name} className={className} aria-current={isCurrent ? 'step' : undefined}>
              <span className={`${styles.stepNumber}${isCurrent ? ` ${styles.stepNumberCurrent}` : ''}`} aria-hidden="true">
                {index + 1}
              </span>
              <span className={visuallyHidden}>{describe(index)}</span>
              <span aria-hidden="true">{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
