import { defaultLanguage } from '@shop/brand-config';
import { messagesFor } from '@shop/i18n';
import { currentBrand } from '../../brand/current-brand.ts';
import type { ApiErrorShape } from '../../data/errors.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';
import { getIntl } from '../../i18n/server-intl.ts';
import type { StoreLanguage } from '../../routing/languages.ts';
import { errorMessageValues, errorToShow } from './translate-error.ts';

/**
 * The API's refusal in the store's language, as the error modal says it: for a form answered by the server, without
 * the page's script. With no language (the request did not say a known one), the store's first.
 */
export function apiErrorText(language: StoreLanguage | null, errors: readonly ApiErrorShape[]): string {
  const locale = language?.locale ?? defaultLanguage(currentBrand).locale;
  const intl = getIntl(locale);
  const shown = errorToShow(errors, hasMessageIn(messagesFor(locale)));
  if (!shown) return intl.formatMessage({ id: 'errors.generic' });
  return intl.formatMessage({ id: shown.messageId }, { ...errorMessageValues(locale, currentBrand.currency), ...shown.values });
}
