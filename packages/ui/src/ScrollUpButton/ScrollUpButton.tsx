'use client';

import * as styles from './ScrollUpButton.css.ts';
import { useScrolledPast } from './useScrolledPast.ts';

/** Spec: the button appears once the page is scrolled more than twice the viewport height. */
export const SCROLL_UP_THRESHOLD_VIEWPORTS = 2;

export interface ScrollUpButtonProps {
  /** Accessible name, e.g. "Back to top". */
  readonly label: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ScrollUpButton({ label }: ScrollUpButtonProps) {
  const visible = useScrolledPast(SCROLL_UP_THRESHOLD_VIEWPORTS);
  if (!visible) return null;

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5.5 4.5 13l1.4 1.4 5.1-5.1V20h2V9.3l5.1 5.1 1.4-1.4z" />
      </svg>
    </button>
  );
}
