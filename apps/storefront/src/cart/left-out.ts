import type { CookieReader } from './cookie.ts';

/**
 * Log in merges the guest basket into the account's; cards that could not join it (the basket full, the card no
 * longer sold) are counted in this query parameter of the basket page, which log in then opens to say so.
 */
export const LEFT_OUT_PARAMETER = 'leftOut';

/**
 * Their titles travel beside the count in a short-lived httpOnly cookie set by log in, not in the address: an address
 * anyone can write would let a link put any words on the shop's basket page.
 */
export const LEFT_OUT_COOKIE = 'shop-left-out';

/** As many titles as the notice names (the count says how many there were), each cut to a title's length. */
const MAX_NAMED = 10;
const MAX_TITLE_LENGTH = 120;
/** Long enough to reach the basket after log in, short enough not to outlive that visit. */
const LEFT_OUT_COOKIE_SECONDS = 10 * 60;

export interface LeftOutCookieOptions {
  readonly httpOnly: true;
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly path: '/';
  readonly maxAge: number;
}

/** The cookie's value and options for the titles of the cards left out; null when there are none. */
export function leftOutCookie(
  titles: readonly string[],
  environment: string | undefined = process.env.NODE_ENV,
): { readonly value: string; readonly options: LeftOutCookieOptions } | null {
  const named = titles.slice(0, MAX_NAMED).map((title) => title.slice(0, MAX_TITLE_LENGTH));
  if (named.length === 0) return null;
  return {
    value: JSON.stringify(named),
    options: { httpOnly: true, sameSite: 'lax', secure: environment === 'production', path: '/', maxAge: LEFT_OUT_COOKIE_SECONDS },
  };
}

/** The titles log in left for the basket page; none when the cookie is absent or not what log in writes. */
export function readLeftOutTitles(store: CookieReader): string[] {
  const raw = store.get(LEFT_OUT_COOKIE)?.value;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length > MAX_NAMED) return [];
    if (!parsed.every((title) => typeof title === 'string' && title.trim() !== '' && title.length <= MAX_TITLE_LENGTH)) return [];
    return parsed as string[];
  } catch {
    return [];
  }
}

const MAX_COUNTED = 99;

export function leftOutQuery(count: number): Record<typeof LEFT_OUT_PARAMETER, number> | null {
  return count > 0 ? { [LEFT_OUT_PARAMETER]: Math.min(count, MAX_COUNTED) } : null;
}

/** The count the basket page was opened with; anything else (absent, made up) says nothing. */
export function readLeftOut(value: string | readonly string[] | undefined): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && /^[1-9]\d?$/.test(first) ? Number(first) : null;
}
