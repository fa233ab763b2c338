'use client';

import { Button, Checkbox } from '@shop/ui';
import * as styles from './catalogue.css.ts';
import type { FilterParam } from './filters.ts';

export interface FilterFieldset {
  readonly param: FilterParam;
  readonly legend: string;
  readonly options: readonly { readonly key: string; readonly label: string; readonly checked: boolean }[];
}

export interface FilterFormFieldsProps {
  readonly action: string;
  readonly title: string;
  readonly applyLabel: string;
  readonly fieldsets: readonly FilterFieldset[];
}

/**
 * The filter form's markup. Rendered as a client component so that the page's React payload carries the form's
 * texts as data (a few bytes per checkbox) instead of the whole element tree of every checkbox a second time.
 */
export function FilterFormFields({ action, title, applyLabel, fieldsets }: FilterFormFieldsProps) {
  return (
    <form method="get" action={action} className={styles.filterForm} aria-labelledby="product-filters-title">
      <h2 id="product-filters-title" className={styles.filterTitle}>
        {title}
      </h2>
      {fieldsets.map((fieldset) => (
        <fieldset key={fieldset.param} className={styles.filterGroup}>
          <legend className={styles.filterLegend}>{fieldset.legend}</legend>
          <ul className={styles.filterOptions}>
            {fieldset.options.map((option) => (
              <li key={option.key}>
                <Checkbox
                  id={`filter-${fieldset.param}-${option.key}`}
                  name={fieldset.param}
                  value={option.key}
                  defaultChecked={option.checked}
                  label={option.label}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <div className={styles.filterActions}>
        <Button type="submit">{applyLabel}</Button>
      </div>
    </form>
  );
}
