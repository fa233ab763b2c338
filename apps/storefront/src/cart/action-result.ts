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
