import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '@shop/i18n';
import { t } from '../../i18n/server-intl.ts';
import type { FilterGroup } from './filter-form.ts';
import { FilterFormFields } from './FilterFormFields.tsx';
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
    <FilterFormFields
      action={action}
      title={t(intl, 'catalogue.filters.title', { product: productWord })}
      applyLabel={t(intl, 'catalogue.filters.apply', { product: productWord })}
      fieldsets={groups.map((group) => ({
        param: group.param,
        legend: t(intl, LEGENDS[group.param]),
        options: group.options.map((option) => ({
          key: option.key,
          label: t(intl, 'catalogue.filters.term', { title: option.title, count: option.count }),
          checked: option.checked,
        })),
      }))}
    />
  );
}
