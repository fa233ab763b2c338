'use client';

import { useState } from 'react';
import * as styles from './TopBar.css.ts';
import { useRotation } from './useRotation.ts';

/** Spec §9: the selling points rotate every 3000 ms (each slide takes the theme's 0.6 s). */
export const TOP_BAR_INTERVAL_MS = 3000;

export const TOP_BAR_ITEM_POSITIONS = ['previous', 'current', 'next'] as const;
type ItemPosition = (typeof TOP_BAR_ITEM_POSITIONS)[number];

export type TopBarItems = readonly [string, string, string];

export interface TopBarProps {
  /** The brand's three selling points, already translated. */
  readonly items: TopBarItems;
  /** Accessible name of the bar, e.g. "Why shop with us". */
  readonly label: string;
}

function positionOf(index: number, current: number, count: number): ItemPosition {
  if (index === current) return 'current';
  return index === (current - 1 + count) % count ? 'previous' : 'next';
}

/**
 * The mobile and tablet bar above the header. It pauses while hovered or focused so a reader
 * can finish a sentence; it is focusable so keyboard users can pause it too.
 */
export function TopBar({ items, label }: TopBarProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = useRotation(items.length, TOP_BAR_INTERVAL_MS, hovered || focused);

  return (
    <section
      className={styles.bar}
      aria-label={label}
      tabIndex={0}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ul className={styles.list}>
        {items.map((text, index) => {
          const position = positionOf(index, current, items.length);
          return (
            <li
              key={index}
              className={styles.item({ position })}
              data-position={position}
              aria-hidden={position === 'current' ? undefined : true}
            >
              {text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
