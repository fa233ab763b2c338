import { appleOrderSumLimit } from '@shop/cart-rules';
import { formatMoney } from '@shop/money';
import type { MessageId } from '@shop/i18n';
import type { HasMessage } from '../../i18n/has-message.ts';
import { waitValues, type WaitValues } from '@shop/i18n/wait';
import { minutesToWait } from '../../data/errors.ts';

/** An error as the API reports it (spec §8). The code may be missing when the failure carries none. */
export interface ReportedApiError {
  readonly message: string;
  readonly code?: number | null;
  readonly referencedRequestParameter?: string | null;
  /** Whole seconds until a refusal that ends after a wait (4011, 4020) may be tried again. */
  readonly retryAfterSeconds?: number | null;
}

/** Shown as the code when an error carries none (spec §8). */
export const UNKNOWN_ERROR_CODE = -1;

export const GENERIC_ERROR_MESSAGE_ID = 'errors.generic' satisfies MessageId;

/** Arguments of the error messages that name a store's amount, in its currency and locale (`errors.code.2015`). */
export type ErrorMessageValues = Readonly<{ limit: string }>;

export function errorMessageValues(locale: string, currency: string): ErrorMessageValues {
  const limit = appleOrderSumLimit(currency);
  return { limit: formatMoney({ ...limit, locale, display: 'symbol', wholeWithoutDecimals: true }) };
}

export interface ErrorToShow {
  readonly code: number;
  /** Catalog id of the translated message. */
  readonly messageId: MessageId;
  /** The wait a timed refusal names (`errors.code.<code>.wait`). */
  readonly values?: WaitValues;
}

/**
 * Spec §8: the first error is shown; its message is translated by code, then by the referenced
 * request parameter, otherwise the generic message. The API's own English text is never shown,
 * so every store reads its own language. A refusal that ends after a wait says how long, where its
 * code has a text for it.
 */
export function errorToShow(errors: readonly ReportedApiError[], hasMessage: HasMessage): ErrorToShow | null {
  const [first] = errors;
  if (!first) return null;
  const code = typeof first.code === 'number' && Number.isInteger(first.code) ? first.code : UNKNOWN_ERROR_CODE;
  const byCode = `errors.code.${code}`;
  const minutes = minutesToWait(first);
  const timed = `${byCode}.wait`;
  if (minutes !== null && hasMessage(timed)) return { code, messageId: timed, values: waitValues(minutes) };
  if (hasMessage(byCode)) return { code, messageId: byCode };
  const parameter = first.referencedRequestParameter;
  if (parameter) {
    const byParameter = `errors.parameter.${parameter}`;
    if (hasMessage(byParameter)) return { code, messageId: byParameter };
  }
  return { code, messageId: GENERIC_ERROR_MESSAGE_ID };
}
