import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiUnavailableError } from '../../data/errors.ts';
import { logIn, register } from './actions.ts';
import { IDLE } from './auth-model.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), serverQuery: vi.fn(), jar: new Map<string, string>() }));
vi.mock('../../data/server.ts', () => ({ serverMutation: mocks.serverMutation, serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.jar.has(name) ? { value: mocks.jar.get(name)! } : undefined),
    set: (name: string, value: string) => (value === '' ? mocks.jar.delete(name) : mocks.jar.set(name, value)),
    delete: (name: string) => mocks.jar.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }),
}));

const GUEST_CART = '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00';
const ACCOUNT_CART = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const session = { token: 'b'.repeat(43), expiresAt: '2026-12-24T10:00:00.000Z' };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const login = form({ email: ' aoife@example.ie ', password: 'correct horse', captchaToken: 'solved' });

describe('logIn', () => {
  beforeEach(() => {
    mocks.serverMutation.mockReset();
    mocks.jar.clear();
    mocks.jar.set('cart', GUEST_CART);
    mocks.jar.set('account_email', 'aoife@example.ie');
  });

  it('sends the guest basket along, keeps the session and the account basket, and goes on to next', async () => {
    mocks.serverMutation.mockResolvedValue({ userLogin: { status: true, session, orderUuid: ACCOUNT_CART, unavailableProducts: [], errors: [] } });
    const state = await logIn('en', 'checkout', IDLE, login);
    expect(state).toEqual({ status: 'done', location: '/checkout/', event: 'login' });
    expect(mocks.serverMutation).toHaveBeenCalledWith(
      'en', expect.anything(), { email: 'aoife@example.ie', password: 'correct horse', captchaToken: 'solved', guestOrderUuid: GUEST_CART },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(mocks.jar.get('shop-session')).toBe(session.token);
    expect(mocks.jar.get('shop-signed-in')).toBe('1');
    expect(mocks.jar.get('cart')).toBe(ACCOUNT_CART);
    expect(mocks.jar.has('account_email')).toBe(false);
    expect(mocks.jar.has('shop-left-out')).toBe(false);
  });

  it('opens the basket, saying how many cards could not join the account basket, instead of dropping them unsaid', async () => {
    const leftOut = [{ productId: '7', title: 'Spa day' }, { productId: '9', title: 'Folio Books' }];
    mocks.serverMutation.mockResolvedValue({ userLogin: { status: true, session, orderUuid: ACCOUNT_CART, unavailableProducts: leftOut, errors: [] } });
    expect(await logIn('en', 'checkout', IDLE, login)).toEqual({ status: 'done', location: '/cart/?leftOut=2', event: 'login' });
    // Their titles go beside the count, in a cookie rather than the address.
    expect(JSON.parse(mocks.jar.get('shop-left-out') ?? 'null')).toEqual(['Spa day', 'Folio Books']);
  });

  it('never follows an address in next', async () => {
    mocks.serverMutation.mockResolvedValue({ userLogin: { status: true, session, orderUuid: null, unavailableProducts: [], errors: [] } });
    expect(await logIn('en', 'https://evil.example/', IDLE, login)).toMatchObject({ location: '/account/overview/' });
    expect(mocks.jar.has('cart')).toBe(false);
  });

  it('sends nothing without a captcha solution', async () => {
    const state = await logIn('en', '', IDLE, form({ email: 'aoife@example.ie', password: 'x', captchaToken: '' }));
    expect(state).toMatchObject({ status: 'refused', fieldErrors: { captchaToken: { id: 'checkout.identify.captchaRequired' } } });
    expect(mocks.serverMutation).not.toHaveBeenCalled();
  });

  it("shows the API's refusal and keeps no session", async () => {
    mocks.serverMutation.mockResolvedValue({
      userLogin: { status: false, session: null, orderUuid: null, unavailableProducts: [], errors: [{ code: 4112, message: '…', referencedRequestParameter: null }] },
    });
    expect(await logIn('en', '', IDLE, login)).toEqual({
      status: 'refused', values: { email: ' aoife@example.ie ' }, fieldErrors: {}, formError: { id: 'auth.error.4112', code: 4112 },
    });
    expect(mocks.jar.has('shop-session')).toBe(false);
  });

  it('says the shop cannot be reached when the API is down', async () => {
    mocks.serverMutation.mockRejectedValue(new ApiUnavailableError('UserLogin', new Error('down')));
    expect(await logIn('en', '', IDLE, login)).toMatchObject({ formError: { id: 'errors.apiUnavailable' } });
  });
});

describe('register', () => {
  beforeEach(() => {
    mocks.serverMutation.mockReset();
    mocks.jar.clear();
  });

  it('puts an e-mail in use at the e-mail field', async () => {
    mocks.serverMutation.mockResolvedValue({
      userRegister: {
        status: false, session: null, orderUuid: null, unavailableProducts: [],
        errors: [{ code: 4114, message: 'exists', referencedRequestParameter: 'account.email' }],
      },
    });
    const state = await register('en', IDLE, form({
      firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', password: 'correct horse', confirmPassword: 'correct horse', subscribed: 'on',
      captchaToken: 'solved',
    }));
    expect(state).toMatchObject({ status: 'refused', fieldErrors: { email: { id: 'auth.error.4114', code: 4114 } }, formError: null });
    expect(mocks.serverMutation.mock.calls[0]?.[2]).toMatchObject({ account: { subscribed: true, firstName: 'Aoife' }, guestOrderUuid: null });
  });
});
