import { beforeEach, describe, expect, it, vi } from 'vitest';
import { continueAsGuest, identifyForCheckout } from './actions.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), serverQuery: vi.fn(), jar: new Map<string, string>() }));
vi.mock('../data/server.ts', () => ({ serverMutation: mocks.serverMutation, serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.jar.has(name) ? { value: mocks.jar.get(name)! } : undefined),
    set: (name: string, value: string) => mocks.jar.set(name, value),
    delete: (name: string) => mocks.jar.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
}));

const EMAIL_INVALID = { ok: false, errors: [{ code: 4000, message: 'Please enter valid email', referencedRequestParameter: 'email' }] };

beforeEach(() => {
  mocks.serverQuery.mockReset();
  mocks.jar.clear();
});

describe("the basket's guest order modal", () => {
  it('goes on to checkout with the e-mail kept, trimmed, for its form', async () => {
    expect(await continueAsGuest('en', '  aoife@example.ie ')).toEqual({ ok: true, location: '/checkout/' });
    expect(mocks.jar.get('checkout_email')).toBe('aoife@example.ie');
  });

  it("refuses an e-mail the shared rule does not take at the modal's field, and keeps nothing", async () => {
    for (const email of ['   ', 'not-an-email', 'aoife@example', 'aoife @example.ie', '<b>x</b>@', '@example.ie']) {
      expect(await continueAsGuest('en', email), email).toEqual(EMAIL_INVALID);
    }
    expect(mocks.jar.has('checkout_email')).toBe(false);
  });
});

describe("the basket's identify modal", () => {
  it('refuses an e-mail the shared rule does not take before spending the captcha solution on it', async () => {
    expect(await identifyForCheckout('en', 'aoife@example', 'solved')).toEqual(EMAIL_INVALID);
    expect(mocks.serverQuery).not.toHaveBeenCalled();
  });

  it("asks the API about a well-formed e-mail, with the visitor's address its limit counts by", async () => {
    mocks.serverQuery.mockResolvedValue({ checkUserExist: { status: true, errors: [] } });
    expect(await identifyForCheckout('en', ' aoife@example.ie ', 'solved')).toEqual({ ok: true, location: '/account/login/?next=checkout' });
    expect(mocks.serverQuery).toHaveBeenCalledWith(
      'en',
      expect.anything(),
      { email: 'aoife@example.ie', captchaToken: 'solved' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(mocks.jar.get('checkout_email')).toBe('aoife@example.ie');
  });
});
