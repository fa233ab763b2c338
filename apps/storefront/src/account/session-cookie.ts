import type { CookieReader } from '../cart/cookie.ts';

/**
 * The account session lives in a `__Host-` cookie when served over https (the prefix makes the browser refuse it
 * from any other origin or path); local http runs use the same cookie without prefix, which browsers would refuse.
 */
export const SESSION_COOKIE = { secure: '__Host-shop-session', plain: 'shop-session' } as const;
/**
 * A readable marker beside the session: the header of a shared, cached page shows the account menu from it without
 * a server round trip. It holds no secret and no personal data; the session cookie alone proves anything.
 */
export const SIGNED_IN_COOKIE = 'shop-signed-in';

/** Session tokens are 32 random bytes, base64url: anything else in the cookie is tampered with. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export interface SessionCookieOptions {
  readonly httpOnly: boolean;
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly path: '/';
  readonly expires: Date;
}

const isSecure = (environment: string | undefined) => environment === 'production';
const sessionCookieName = (environment: string | undefined) => (isSecure(environment) ? SESSION_COOKIE.secure : SESSION_COOKIE.plain);

function optionsUntil(expires: Date, httpOnly: boolean, environment: string | undefined): SessionCookieOptions {
  return { httpOnly, sameSite: 'lax', secure: isSecure(environment), path: '/', expires };
}

/** The session token of the request, or null. */
export function readSessionToken(store: CookieReader, environment: string | undefined = process.env.NODE_ENV): string | null {
  const value = store.get(sessionCookieName(environment))?.value;
  return value && TOKEN.test(value) ? value : null;
}

export function isSignedInMarked(store: CookieReader): boolean {
  return store.get(SIGNED_IN_COOKIE)?.value === '1';
}

type Writer = { set(name: string, value: string, options: SessionCookieOptions): unknown };

/** Keeps a new session (log in, register, password change): the token until the API's expiry, and the marker. */
export function writeSession(
  store: Writer,
  session: { readonly token: string; readonly expiresAt: string },
  environment: string | undefined = process.env.NODE_ENV,
): void {
  if (!TOKEN.test(session.token)) throw new TypeError('Not a session token');
  const expires = new Date(session.expiresAt);
  if (Number.isNaN(expires.getTime())) throw new TypeError(`Not an expiry: ${session.expiresAt}`);
  store.set(sessionCookieName(environment), session.token, optionsUntil(expires, true, environment));
  store.set(SIGNED_IN_COOKIE, '1', optionsUntil(expires, false, environment));
}

/** Forgets the session (log out, an expired or ended session, a deleted account). */
export function clearSession(store: Writer, environment: string | undefined = process.env.NODE_ENV): void {
  // Expired with the attributes they were set with: a browser ignores a `__Host-` cookie set without Secure, even
  // one that only deletes it.
  const past = new Date(0);
  store.set(sessionCookieName(environment), '', optionsUntil(past, true, environment));
  store.set(SIGNED_IN_COOKIE, '', optionsUntil(past, false, environment));
}
