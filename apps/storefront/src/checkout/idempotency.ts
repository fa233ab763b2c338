import type { CookieWriter } from '../cart/cookie.ts';

/**
 * The idempotency key of one checkout attempt lives in this httpOnly cookie as `<scope>|<key>`. The scope is the
 * cart uuid (placing) or `retry:<order uuid>:<attempt>` (a new payment attempt), so a double click, a retried
 * request or a reload of the same attempt sends the same key, and the API answers with the same order and payment.
 */
export const CHECKOUT_KEY_COOKIE = 'checkout_key';

/** Long enough for a shopper to finish the form; after that a new attempt gets a new key. */
const KEY_LIFETIME_SECONDS = 2 * 60 * 60;

/** The API accepts keys of 16–100 characters. */
const KEY = /^[A-Za-z0-9-]{16,100}$/;

export type KeyCookieWriter = Pick<CookieWriter, 'get' | 'delete'> & {
  set(name: string, value: string, options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number }): unknown;
};

function parse(value: string | undefined): { scope: string; key: string } | null {
  if (!value) return null;
  const separator = value.lastIndexOf('|');
  if (separator <= 0) return null;
  const key = value.slice(separator + 1);
  return KEY.test(key) ? { scope: value.slice(0, separator), key } : null;
}

/** The key kept for `scope`, or a new one (stored for the next request) when the cookie holds another scope. */
export function idempotencyKeyFor(
  store: KeyCookieWriter,
  scope: string,
  generate: () => string = () => crypto.randomUUID(),
  environment: string | undefined = process.env.NODE_ENV,
): string {
  const kept = parse(store.get(CHECKOUT_KEY_COOKIE)?.value);
  if (kept && kept.scope === scope) return kept.key;
  const key = generate();
  if (!KEY.test(key)) throw new TypeError('An idempotency key must be 16–100 letters, digits or dashes');
  store.set(CHECKOUT_KEY_COOKIE, `${scope}|${key}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: environment === 'production',
    path: '/',
    maxAge: KEY_LIFETIME_SECONDS,
  });
  return key;
}

/** Starts the next attempt afresh (after the API refused the key for another checkout, or after success). */
export function forgetIdempotencyKey(store: Pick<CookieWriter, 'delete'>): void {
  store.delete(CHECKOUT_KEY_COOKIE);
}

export function retryScope(orderUuid: string, attempt: number): string {
  return `retry:${orderUuid}:${attempt}`;
}
