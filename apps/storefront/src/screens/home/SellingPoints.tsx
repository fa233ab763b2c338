import * as styles from './home.css.ts';

export interface SellingPointsProps {
  /** The brand's three selling points in the page's language (the top bar's texts). */
  readonly points: readonly string[];
  /** Names the list for assistive technology. */
  readonly label: string;
}

/** The shop's three promises side by side (one above the other on a phone), each with a tick. */
export function SellingPoints({ points, label }: SellingPointsProps) {
  if (points.length === 0) return null;
  return (
    <ul className={styles.sellingPoints} aria-label={label}>
      {/* The brand file's order, never reordered: the position is the key. */}
      {points.map((point, position) => (
        <li key={position} className={styles.sellingPoint}>
          <span className={styles.tick} aria-hidden="true" />
          {point}
        </li>
      ))}
    </ul>
  );
}
