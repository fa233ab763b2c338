/** The hidden fields of a basket line's remove form: which store, shipment and package it removes. */
export const REMOVE_FORM_FIELDS = { lang: 'lang', shipmentTag: 'shipmentTag', packageId: 'packageId' } as const;

/**
 * What the remove form's server action answered a form posted without the page's script: nothing yet, or why the line
 * was not removed, in the store's language. A line removed leads back to the basket instead.
 */
export interface RemoveWithoutScriptState {
  readonly problem: string | null;
}

export const NOT_REMOVED_YET: RemoveWithoutScriptState = { problem: null };
