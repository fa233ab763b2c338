/** The largest value of the database's `integer` columns, which hold every record id (products, gift cards, …). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A positive whole number written in decimal without leading zeros (`"42"`), as the number, or null when it is not
 * one. A number past `MAX_RECORD_ID` is well formed but names no record: callers answer it as they answer an unknown
 * id (the database would refuse to compare it with an `integer` column).
 */
export function positiveWholeNumber(value: string): number | null {
  return /^[1-9][0-9]*$/.test(value) ? Number(value) : null;
}
