/** The fields of a basket line's quantity form: which store and package, and the new quantity. */
export const QUANTITY_FORM_FIELDS = { lang: 'lang', packageId: 'packageId', quantity: 'quantity' } as const;

/**
 * What the quantity form's server action answered a form posted without the page's script: nothing yet, or why the
 * quantity was not changed, in the store's language. A changed quantity leads back to the basket instead.
 */
export interface QuantityWithoutScriptState {
  readonly problem: string | null;
}

export const NOT_CHANGED_YET: QuantityWithoutScriptState = { problem: null };
