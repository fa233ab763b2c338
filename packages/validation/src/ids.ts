/**
 * Ids of the shop's records (variations, extras, packages) travel as decimal strings; nine digits keep every one
 * inside the database's integer type.
 */
const RECORD_ID = /^\d{1,9}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}
