import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '@shop/i18n';
import { Button, Checkbox } from '@shop/ui';
import { t } from '../../i18n/server-intl.ts';
import * as styles from './catalogue.css.ts';
import type { FilterGroup } from './filter-form.ts';
import type { FilterParam } from './filters.ts';

export interface ProductFilterFormProps {
  readonly intl: IntlShape<string>;
  /** The product list's first page: submitting starts the filtered listing from page 1. */
  readonly action: string;
  readonly groups: readonly FilterGroup[];
  readonly productWord: string;
}

const LEGENDS: Record<FilterParam, MessageId> = {
  cb_api_giftcard_categories: 'catalogue.filters.categories',
  cb_api_giftcard_types: 'catalogue.filters.types',
};

/**
 * Category and type checkboxes as a plain GET form: it works without JavaScript, and several terms of one
 * vocabulary become repeated query parameters (`?cb_api_giftcard_types=digital&cb_api_giftcard_types=physical`).
 */
export function ProductFilterForm({ intl, action, groups, productWord }: ProductFilterFormProps) {
  if (groups.length === 0) return null;
  return (
    <form method="get" action={action} className={styles.filterForm} aria-labelledby="product-filters-title">
      <h2 id="product-filters-title" className={styles.filterTitle}>
        {t(intl, 'catalogue.filters.title', { product: productWord })}
      </h2>
      {groups.map((group) => (
        <fieldset key={group.param} className={styles.filterGroup}>
          <legend className={styles.filterLegend}>{t(intl, LEGENDS[group.param])}</legend>
          <ul className={styles.filterOptions}>
            {group.options.map((option) => (
              <li key={option.key}>
                <Checkbox
                  id={`filter-${group.param}-${option.key}`}
                  name={group.param}
                  value={option.key}
                  defaultChecked={option.checked}
                  label={t(intl, 'catalogue.filters.term', { title: option.title, count: option.count })}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <div className={styles.filterActions}>
        <Button type="submit">{t(intl, 'catalogue.filters.apply', { product: productWord })}</Button>
      </div>
    </form>
  );
}
