import type { ApiErrorShape } from '../data/errors.ts';

/** What a checkout server action tells the page: where to go next, or the API's errors (spec §8). */
export type CheckoutActionResult =
  | { readonly ok: true; readonly location: string }
  | { readonly ok: false; readonly errors: readonly ApiErrorShape[] };

export const apiError = (code: number, message: string, referencedRequestParameter: string | null = null): ApiErrorShape => ({
  code,
  message,
  referencedRequestParameter,
});
