import type { ScreenId } from '@shop/brand-config';
import { hrefWithQuery } from '../routing/href.ts';

/**
 * Where the login page may send a visitor after logging in (its `?next=`): screen ids, never an address, so the
 * parameter cannot be turned into an open redirect.
 */
export const NEXT_SCREENS = [
  'checkout', 'accountOverview', 'accountOrders', 'accountData', 'accountAddressBook', 'reorder',
] as const satisfies readonly ScreenId[];
export type NextScreen = (typeof NEXT_SCREENS)[number];

export const DEFAULT_NEXT_SCREEN: NextScreen = 'accountOverview';

/** The `?next=` of the login page as a screen id; anything else (missing, an address, a typo) is the overview. */
export function parseNextScreen(value: unknown): NextScreen {
  const first = Array.isArray(value) ? value[0] : value;
  return (NEXT_SCREENS as readonly unknown[]).includes(first) ? (first as NextScreen) : DEFAULT_NEXT_SCREEN;
}

/** The query value that says the login page was reached because the session ended (`?session=ended`). */
export const SESSION_ENDED = 'ended';

export interface LoginHrefOptions {
  /** Shows the "Your session has ended" notice above the form. */
  readonly sessionEnded?: boolean;
}

/** The login page, with `next` when it is not the default and the ended-session flag when asked. */
export function loginHref(lang: string, next: NextScreen = DEFAULT_NEXT_SCREEN, options: LoginHrefOptions = {}): string {
  return hrefWithQuery(lang, 'accountLogin', {
    next: next === DEFAULT_NEXT_SCREEN ? undefined : next,
    session: options.sessionEnded ? SESSION_ENDED : undefined,
  });
}
