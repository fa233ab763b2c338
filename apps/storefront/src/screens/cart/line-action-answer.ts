/**
 * What a basket line's form answered when posted without the page's script (remove, quantity): nothing yet, or why the
 * line was not changed, in the store's language. A change made leads back to the basket instead.
 */
export interface LineActionAnswer {
  readonly problem: string | null;
}

export const NOT_ANSWERED_YET: LineActionAnswer = { problem: null };
