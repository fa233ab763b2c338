import { beforeEach, describe, expect, it, vi } from 'vitest';
import { continueAsGuest, identifyForCheckout, placeCheckoutOrder } from './actions.ts';
import { initialYourData } from './form-values.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), serverQuery: vi.fn(), jar: new Map<string, string>() }));
vi.mock('../data/server.ts', () => ({ serverMutation: mocks.serverMutation, serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.jar.has(name) ? { value: mocks.jar.get(name)! } : undefined),
    set: (name: string, value: string) => mocks.jar.set(name, value),
    delete: (name: string) => mocks.jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' }),
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

const CART = '3f6c2f1e-8d4b-4f7a-9c2e-5b1a7d9e0c11';
const values = {
  yourData: { ...initialYourData('aoife@example.ie'), firstName: 'Aoife', lastName: 'Byrne', phoneNumber: '+353 1 234 5678', confirmEmail: 'aoife@example.ie', termsAccepted: true },
  shipping: { digitalReceivers: [{ packageId: '11', name: 'Niamh', email: 'niamh@example.ie' }], deliveryMode: 'DEFAULT', addresses: [] },
  payment: { method: 'CARD', issuerId: '' },
};
const placedOrder = { uuid: CART, number: '70-0000019', status: 'PENDING', payment: { attempt: 1, status: 'CANCELED' } };

describe('placing the order', () => {
  beforeEach(() => {
    mocks.serverQuery.mockResolvedValue({ cartV2: { order: { packagesGroups: [{ packageId: '11', tag: 'DIGITAL' }] } } });
    mocks.serverMutation.mockReset();
    mocks.jar.set('cart', CART);
  });

  it('leads to the payment step of the placed order when the provider refused to start its payment, the basket being an order now', async () => {
    mocks.serverMutation.mockResolvedValue({
      placeOrder: { order: placedOrder, action: null, errors: [{ code: 5001, message: 'Something went wrong with the payment', referencedRequestParameter: 'payment' }] },
    });
    const result = await placeCheckoutOrder('en', values);
    expect(result).toEqual({ ok: true, location: `/checkout/?error=5001&order=${CART}` });
    expect(mocks.jar.has('cart')).toBe(false);
    expect(mocks.jar.get('checkout_order')).toBe(CART);
  });

  it('keeps the basket when nothing was placed', async () => {
    const refusal = { code: 5002, message: 'Failed to connect to the remote service.', referencedRequestParameter: 'payment' };
    mocks.serverMutation.mockResolvedValue({ placeOrder: { order: null, action: null, errors: [refusal] } });
    expect(await placeCheckoutOrder('en', values)).toEqual({ ok: false, errors: [refusal] });
    expect(mocks.jar.get('cart')).toBe(CART);
  });
});
