import { describe, expect, it } from 'vitest';
import { CART_COOKIE, cartCookieOptions, clearCartUuid, readCartUuid, writeCartUuid, type CartCookieOptions, type CookieWriter } from './cookie.ts';

function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CartCookieOptions>();
  const store: CookieWriter = {
    get: (name) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name, value, cookieOptions) => {
      values.set(name, value);
      options.set(name, cookieOptions);
    },
    delete: (name) => values.delete(name),
  };
  return { store, values, options };
}

const UUID = '3f2a6c1e-9b7d-4e8f-a1b2-c3d4e5f60718';

describe('cart cookie', () => {
  it('reads the uuid the API created', () => {
    const { store } = memoryCookies({ [CART_COOKIE]: UUID });
    expect(readCartUuid(store)).toBe(UUID);
  });

  it('has no cart when the cookie is missing or not a uuid', () => {
    expect(readCartUuid(memoryCookies().store)).toBeNull();
    expect(readCartUuid(memoryCookies({ [CART_COOKIE]: 'x; DROP TABLE' }).store)).toBeNull();
  });

  it('stores the uuid httpOnly, same-site lax, on every path, for 30 days', () => {
    const { store, values, options } = memoryCookies();
    writeCartUuid(store, UUID, 'development');
    expect(values.get(CART_COOKIE)).toBe(UUID);
    expect(options.get(CART_COOKIE)).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 2_592_000 });
  });

  it('is secure in production only', () => {
    expect(cartCookieOptions('production').secure).toBe(true);
    expect(cartCookieOptions('development').secure).toBe(false);
    expect(cartCookieOptions('test').secure).toBe(false);
  });

  it('refuses to store something that is not a uuid', () => {
    expect(() => writeCartUuid(memoryCookies().store, 'not-a-uuid')).toThrow(/Not a cart uuid/);
  });

  it('forgets the cart', () => {
    const { store } = memoryCookies({ [CART_COOKIE]: UUID });
    clearCartUuid(store);
    expect(readCartUuid(store)).toBeNull();
  });
});
