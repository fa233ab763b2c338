import { describe, expect, it } from 'vitest';
import { clearSession, isSignedInMarked, readSessionToken, SESSION_COOKIE, SIGNED_IN_COOKIE, writeSession, type SessionCookieOptions } from './session-cookie.ts';

function jar() {
  const values = new Map<string, { value: string; options: SessionCookieOptions }>();
  return {
    values,
    get: (name: string) => (values.has(name) ? { value: values.get(name)!.value } : undefined),
    set: (name: string, value: string, options: SessionCookieOptions) => values.set(name, { value, options }),
  };
}

const token = 'a'.repeat(43);
const session = { token, expiresAt: '2026-12-24T10:00:00.000Z' };

describe('session cookie', () => {
  it('keeps the token in a __Host- cookie, httpOnly and Secure, in production', () => {
    const store = jar();
    writeSession(store, session, 'production');
    const cookie = store.values.get(SESSION_COOKIE.secure)!;
    expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(cookie.options.expires.toISOString()).toBe(session.expiresAt);
    expect(readSessionToken(store, 'production')).toBe(token);
    expect(store.values.get(SIGNED_IN_COOKIE)?.options.httpOnly).toBe(false);
    expect(isSignedInMarked(store)).toBe(true);
  });

  it('uses a cookie without prefix over local http, where a browser would refuse the prefix', () => {
    const store = jar();
    writeSession(store, session, 'development');
    expect(store.values.has(SESSION_COOKIE.secure)).toBe(false);
    expect(readSessionToken(store, 'development')).toBe(token);
  });

  it('ignores a tampered value', () => {
    const store = jar();
    store.set(SESSION_COOKIE.secure, 'x; injected', { httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires: new Date() });
    expect(readSessionToken(store, 'production')).toBeNull();
  });

  it('expires both cookies with the attributes they were set with', () => {
    const store = jar();
    writeSession(store, session, 'production');
    clearSession(store, 'production');
    expect(readSessionToken(store, 'production')).toBeNull();
    expect(isSignedInMarked(store)).toBe(false);
    expect(store.values.get(SESSION_COOKIE.secure)?.options).toMatchObject({ secure: true, path: '/' });
    expect(store.values.get(SESSION_COOKIE.secure)?.options.expires.getTime()).toBe(0);
  });
});
