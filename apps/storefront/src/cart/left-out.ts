/**
 * Log in merges the guest basket into the account's; cards that could not join it (the basket full, the card no
 * longer sold) are counted in this query parameter of the basket page, which log in then opens to say so.
 */
export const LEFT_OUT_PARAMETER = 'leftOut';

const MAX_COUNTED = 99;

export function leftOutQuery(count: number): Record<typeof LEFT_OUT_PARAMETER, number> | null {
  return count > 0 ? { [LEFT_OUT_PARAMETER]: Math.min(count, MAX_COUNTED) } : null;
}

/** The count the basket page was opened with; anything else (absent, made up) says nothing. */
export function readLeftOut(value: string | readonly string[] | undefined): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && /^[1-9]\d?$/.test(first) ? Number(first) : null;
}
