import { clearCartUuid, type CookieWriter } from '../cart/cookie.ts';
import { CHECKOUT_EMAIL_COOKIE } from '../checkout/prefill.ts';
import { IDENTIFY_EMAIL_COOKIE } from './identify-email.ts';
import { clearSession } from './session-cookie.ts';

/** A request's cookie store where it may be written (server actions, route handlers). */
export type CookieJar = CookieWriter & Parameters<typeof clearSession>[0];

/**
 * An ended session: the session cookie and its marker go, and so does the basket cookie, which after log in points at
 * the account's basket (it comes back with the next log in).
 */
export function forgetSession(store: CookieJar): void {
  clearSession(store);
  clearCartUuid(store);
}

/** Log out (spec §4): the session and the basket, and the e-mails kept to prefill the log in and checkout forms. */
export function forgetVisitor(store: CookieJar): void {
  forgetSession(store);
  store.delete(CHECKOUT_EMAIL_COOKIE);
  store.delete(IDENTIFY_EMAIL_COOKIE);
}
