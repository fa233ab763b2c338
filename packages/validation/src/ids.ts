/**
 * Ids of the shop's records (variations, extras, packages) travel as decimal strings; nine digits keep every one
 * inside the database's integer type.
 */
const RECORD_ID = /^\d{1,9}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}

/** A UUID as the shop writes its baskets', orders' and entries' ids (any case): what a URL or cookie must hold to name one. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
