import type { IntlShape } from 'react-intl';
import { hasMessageIn } from './has-message.ts';
import { reportIntlError } from './report-intl-error.ts';

/**
 * A form refusal's text. react-hook-form keeps a refusal's message as text; ours are always catalog ids (the shared
 * schemas' and the API's), so an id the page's messages lack is reported like any missing message and shown as it is.
 */
export function formatFormMessage(intl: IntlShape, id: string, values: Readonly<Record<string, string | number>>): string {
  if (hasMessageIn(intl.messages)(id)) return intl.formatMessage({ id }, values);
  reportIntlError({ code: 'MISSING_TRANSLATION', message: `Missing message: "${id}" for locale "${intl.locale}"` });
  return id;
}
