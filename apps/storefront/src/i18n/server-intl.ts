import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { messagesFor, type MessageId } from './messages.ts';

const cache = createIntlCache();
const byLocale = new Map<string, IntlShape<string>>();

/** A react-intl compatible formatter for server components; one per locale, built once. */
export function getIntl(locale: string): IntlShape<string> {
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: messagesFor(locale), onError: reportMissing }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}

function reportMissing(error: { code: string; message: string }): void {
  // Missing translations fall back to the id; the catalog test keeps that from shipping.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** Formats a catalog message with a typed id. */
export function t(
  intl: IntlShape<string>,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return intl.formatMessage({ id }, values);
}
