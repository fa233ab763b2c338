import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { messagesFor, type MessageId } from '@shop/i18n';
import { reportIntlError } from './report-intl-error.ts';

const cache = createIntlCache();
const byLocale = new Map<string, IntlShape<string>>();

/** A react-intl compatible formatter for server components; one per locale, built once. */
export function getIntl(locale: string): IntlShape<string> {
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: messagesFor(locale), onError: reportIntlError }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}

export type MessageValues = Record<string, string | number | Date>;

/** Formats a catalog message with a typed id. */
export function t(intl: IntlShape<string>, id: MessageId, values?: MessageValues): string {
  return intl.formatMessage({ id }, values);
}
