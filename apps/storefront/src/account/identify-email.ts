import type { CookieReader } from '../cart/cookie.ts';
import { readCheckoutEmail } from '../checkout/prefill.ts';

/**
 * The e-mail typed on the identify page (`/account/`), carried to the login or register page in a short-lived httpOnly
 * cookie rather than the URL, where it would reach logs and analytics.
 */
export const IDENTIFY_EMAIL_COOKIE = 'account_email';

const LIFETIME_SECONDS = 30 * 60;

export function identifyEmailCookie(email: string, environment: string | undefined = process.env.NODE_ENV) {
  return {
    name: IDENTIFY_EMAIL_COOKIE,
    value: email,
    options: { httpOnly: true, sameSite: 'lax', secure: environment === 'production', path: '/', maxAge: LIFETIME_SECONDS } as const,
  };
}

/**
 * The e-mail to prefill on the login and register pages: the identify page's, else the one typed in the basket's
 * identify modal (which sends an existing account to the login page).
 */
export function prefillEmail(store: CookieReader): string {
  const value = store.get(IDENTIFY_EMAIL_COOKIE)?.value;
  if (value && value.length <= 254 && value.includes('@')) return value;
  return readCheckoutEmail(store) ?? '';
}
