import type { KeyboardEvent } from 'react';

export const SEARCH_OPTION_ATTRIBUTE = 'data-search-option';

/**
 * Arrow keys move focus from the search field through the results (and back up to the field);
 * Enter then follows the focused link as any link does.
 */
export function moveThroughOptions(event: KeyboardEvent<HTMLElement>, field: HTMLInputElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${SEARCH_OPTION_ATTRIBUTE}]`)];
  if (options.length === 0) return;
  event.preventDefault();
  const index = options.findIndex((option) => option === document.activeElement);
  if (event.key === 'ArrowDown') {
    (options[index + 1] ?? options[0])?.focus();
    return;
  }
  if (index <= 0) field?.focus();
  else options[index - 1]?.focus();
}
