/** The hidden fields of a basket line's remove form: which store, shipment and package it removes. */
export const REMOVE_FORM_FIELDS = { lang: 'lang', shipmentTag: 'shipmentTag', packageId: 'packageId' } as const;
