import type { ReactNode } from 'react';

/** An option of a select (spec: id, label, optional icon). */
export interface SelectOption<Id extends string = string> {
  id: Id;
  label: string;
  icon?: ReactNode;
  /** The language the label is written in, where it differs from the page's (a language named in itself). */
  lang?: string;
}

/** Options whose label contains the filter text, ignoring case and surrounding spaces. */
export function filterOptions<Id extends string>(
  options: readonly SelectOption<Id>[],
  filter: string,
  locale?: string,
): readonly SelectOption<Id>[] {
  const needle = filter.trim().toLocaleLowerCase(locale);
  if (needle === '') return options;
  return options.filter((option) => option.label.toLocaleLowerCase(locale).includes(needle));
}

/** The next highlight index moving by `step`, wrapping past either end; null when there is nothing to highlight. */
export function moveHighlight(current: number | null, step: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current === null) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
