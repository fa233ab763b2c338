/** The fields of a basket line's quantity form: which store and package, and the new quantity. */
export const QUANTITY_FORM_FIELDS = { lang: 'lang', packageId: 'packageId', quantity: 'quantity' } as const;
