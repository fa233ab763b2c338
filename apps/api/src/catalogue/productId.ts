import { invalidInput } from '../errors.ts';
import { MAX_RECORD_ID, positiveWholeNumber } from '../ids.ts';

/**
 * A `productID` argument as a record id: 4000 naming `productID` when it is not a positive whole number, null when it
 * is one no record can have (past `MAX_RECORD_ID`), which callers answer as an unknown product.
 */
export function productRecordId(productID: string): number | null {
  const id = positiveWholeNumber(productID);
  if (id === null) throw invalidInput('productID', 'Product id must be a positive whole number.');
  return id > MAX_RECORD_ID ? null : id;
}
