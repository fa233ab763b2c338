import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CATALOGS, catalogLocaleFor, type CatalogLocale, type MessageId } from './catalogs.ts';

export type ValidationMessageKey = Extract<MessageId, `validation.${string}`>;

const cache = createIntlCache();
const intlByLocale = new Map<CatalogLocale, IntlShape>();

function intlFor(locale: string): IntlShape {
  const catalogLocale = catalogLocaleFor(locale);
  let intl = intlByLocale.get(catalogLocale);
  if (!intl) {
    intl = createIntl({ locale: catalogLocale, messages: CATALOGS[catalogLocale] }, cache);
    intlByLocale.set(catalogLocale, intl);
  }
  return intl;
}

/**
 * A validation message's text in a store locale, for servers that answer with text (the API's `message`); the
 * browser renders the same ids through react-intl.
 */
export function formatValidationMessage(
  locale: string,
  id: ValidationMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return intlFor(locale).formatMessage({ id }, values);
}
