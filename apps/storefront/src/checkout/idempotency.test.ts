import { describe, expect, it } from 'vitest';
import { CHECKOUT_KEY_COOKIE, forgetIdempotencyKey, idempotencyKeyFor, retryScope } from './idempotency.ts';

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const sets: { name: string; value: string; options: object }[] = [];
  return {
    values,
    sets,
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    set: (name: string, value: string, options: object) => {
      values.set(name, value);
      sets.push({ name, value, options });
    },
    delete: (name: string) => values.delete(name),
  };
}

const CART = '0b7e4c2a-1111-4222-8333-444455556666';
let counter = 0;
const generate = () => `key-${String(++counter).padStart(16, '0')}`;

describe('idempotencyKeyFor', () => {
  it('creates a key once and answers with the same key for the same cart (double click, retried request)', () => {
    const store = jar();
    const first = idempotencyKeyFor(store, CART, generate);
    const second = idempotencyKeyFor(store, CART, generate);
    expect(second).toBe(first);
    expect(store.sets).toHaveLength(1);
    expect(store.sets[0]).toMatchObject({ name: CHECKOUT_KEY_COOKIE, value: `${CART}|${first}`, options: { httpOnly: true, path: '/' } });
  });

  it('gives another cart or a retry attempt its own key', () => {
    const store = jar();
    const placing = idempotencyKeyFor(store, CART, generate);
    const retry = idempotencyKeyFor(store, retryScope(CART, 1), generate);
    expect(retry).not.toBe(placing);
    expect(idempotencyKeyFor(store, retryScope(CART, 1), generate)).toBe(retry);
    expect(idempotencyKeyFor(store, retryScope(CART, 2), generate)).not.toBe(retry);
  });

  it('ignores a tampered cookie and replaces it', () => {
    const store = jar({ [CHECKOUT_KEY_COOKIE]: `${CART}|short` });
    const key = idempotencyKeyFor(store, CART, generate);
    expect(key).toMatch(/^key-/);
    expect(store.values.get(CHECKOUT_KEY_COOKIE)).toBe(`${CART}|${key}`);
  });

  it('starts afresh after being forgotten', () => {
    const store = jar();
    const first = idempotencyKeyFor(store, CART, generate);
    forgetIdempotencyKey(store);
    expect(idempotencyKeyFor(store, CART, generate)).not.toBe(first);
  });

  it('makes real keys the API accepts (16–100 characters)', () => {
    const key = idempotencyKeyFor(jar(), CART);
    expect(key.length).toBeGreaterThanOrEqual(16);
    expect(key.length).toBeLessThanOrEqual(100);
  });
});
