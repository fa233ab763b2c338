import type { CookieReader } from '../cart/cookie.ts';

/**
 * The e-mail the shopper gave in the basket's identify or guest order modal, carried into checkout in a short-lived
 * httpOnly cookie rather than the URL (where it would reach logs and analytics).
 */
export const CHECKOUT_EMAIL_COOKIE = 'checkout_email';

const LIFETIME_SECONDS = 2 * 60 * 60;

export function readCheckoutEmail(store: CookieReader): string | null {
  const value = store.get(CHECKOUT_EMAIL_COOKIE)?.value;
  return value && value.length <= 254 && value.includes('@') ? value : null;
}

export function checkoutEmailCookie(email: string, environment: string | undefined = process.env.NODE_ENV) {
  return {
    name: CHECKOUT_EMAIL_COOKIE,
    value: email,
    options: { httpOnly: true, sameSite: 'lax', secure: environment === 'production', path: '/', maxAge: LIFETIME_SECONDS } as const,
  };
}
