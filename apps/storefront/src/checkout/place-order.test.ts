import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeCheckoutOrder } from './actions.ts';
import { initialYourData } from './form-values.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), serverQuery: vi.fn(), jar: new Map<string, string>() }));
vi.mock('../data/server.ts', () => ({ serverMutation: mocks.serverMutation, serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.jar.has(name) ? { value: mocks.jar.get(name)! } : undefined),
    set: (name: string, value: string) => mocks.jar.set(name, value),
    delete: (name: string) => mocks.jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'shop.example', 'x-forwarded-proto': 'https' }),
}));

const CART = '3f6c2f1e-8d4b-4f7a-9c2e-5b1a7d9e0c11';
const values = {
  yourData: { ...initialYourData('aoife@example.ie'), firstName: 'Aoife', lastName: 'Byrne', phoneNumber: '+353 1 234 5678', confirmEmail: 'aoife@example.ie', termsAccepted: true },
  shipping: { digitalReceivers: [{ packageId: '11', name: 'Niamh', email: 'niamh@example.ie' }], deliveryMode: 'DEFAULT', addresses: [] },
  payment: { method: 'CARD', issuerId: '' },
};
const placedOrder = { uuid: CART, number: '70-0000019', status: 'PENDING', payment: { attempt: 1, status: 'CANCELED' } };

beforeEach(() => {
  mocks.serverQuery.mockReset().mockResolvedValue({ cartV2: { order: { packagesGroups: [{ packageId: '11', tag: 'DIGITAL' }] } } });
  mocks.serverMutation.mockReset();
  mocks.jar.clear();
  mocks.jar.set('cart', CART);
});

describe('placing the order', () => {
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
