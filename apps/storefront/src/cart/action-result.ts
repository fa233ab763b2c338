import { API_ERROR_CODES } from '@shop/graphql';
import type { ApiErrorShape } from '../data/errors.ts';
import { ApiRequestError, ApiUnavailableError } from '../data/errors.ts';

/** What a cart server action tells the page: done (the page refreshes its server data), or the API's errors (spec §8). */
export type CartActionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly ApiErrorShape[] };

/** No code: the error modal falls back to code -1 and the generic message. */
const UNKNOWN_FAILURE: ApiErrorShape = { message: 'The shop could not complete the request.', code: -1, referencedRequestParameter: null };

export function failed(errors: readonly ApiErrorShape[]): CartActionResult {
  return { ok: false, errors: errors.length > 0 ? errors : [UNKNOWN_FAILURE] };
}

/** Turns a thrown API failure into a result the page can show; anything else is a bug and keeps propagating. */
export function failureFrom(error: unknown): CartActionResult {
  if (error instanceof ApiRequestError) return failed(error.errors);
  if (error instanceof ApiUnavailableError) return failed([UNKNOWN_FAILURE]);
  throw error;
}

export const INVALID_REQUEST: CartActionResult = failed([
  { message: 'The request was not valid.', code: 4000, referencedRequestParameter: null },
]);

/** The request parameters a 4004 names when what a basket line's action acts on is not there any more. */
const GONE_PARAMETERS: ReadonlySet<string> = new Set(['packageId', 'shipmentTag', 'orderUuid']);

/**
 * The action found the line gone: removed in another tab, or the whole basket expired or ordered (4004 on the package,
 * the shipment or the basket). A 4004 on anything else (a card or wrapper the catalogue withdrew) is not this.
 */
export function lineGone(result: CartActionResult): boolean {
  return (
    !result.ok &&
    result.errors.some((error) => error.code === API_ERROR_CODES.NOT_FOUND && GONE_PARAMETERS.has(error.referencedRequestParameter ?? ''))
  );
}
