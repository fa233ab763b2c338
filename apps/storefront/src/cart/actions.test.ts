import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addPackageToCart } from './actions.ts';

const mocks = vi.hoisted(() => ({
  serverMutation: vi.fn(),
  cookies: new Map<string, string>(),
  forwardedFor: null as string | null,
}));
vi.mock('../data/server.ts', () => ({ serverMutation: mocks.serverMutation }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.cookies.has(name) ? { value: mocks.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => mocks.cookies.set(name, value),
    delete: (name: string) => mocks.cookies.delete(name),
  }),
  headers: async () => new Headers(mocks.forwardedFor ? { 'x-forwarded-for': mocks.forwardedFor } : {}),
}));

const OLD = '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00';
const NEW = '5d3c2b1a-0b6f-4c1e-8d7a-9f579a516a7d';
const draft = { variationId: '12', amount: 2500, quantity: 1, wrapperVariationId: null, giftPackingVariationId: null, personalMessage: null };
const answer = (order: { uuid: string } | null, errors: unknown[] = []) => ({ addGiftcardPackage: { order, errors } });
const basketNotFound = { code: 4004, message: 'Cart was not found.', referencedRequestParameter: 'orderUuid' };

describe('addPackageToCart', () => {
  beforeEach(() => {
    mocks.serverMutation.mockReset();
    mocks.cookies.clear();
    mocks.forwardedFor = '198.51.100.8, 203.0.113.5';
  });

  it("passes the visitor's address on, so the API limits new baskets per visitor", async () => {
    mocks.serverMutation.mockResolvedValue(answer({ uuid: NEW }));
    expect(await addPackageToCart('en', draft)).toEqual({ ok: true });
    expect(mocks.serverMutation).toHaveBeenCalledWith('en', expect.anything(), expect.objectContaining({ orderUuid: null }), {
      'x-forwarded-for': '198.51.100.8, 203.0.113.5',
    });
    expect(mocks.cookies.get('cart')).toBe(NEW);
  });

  it('starts a new basket when the API no longer knows the one in the cookie (expired or ordered)', async () => {
    mocks.cookies.set('cart', OLD);
    mocks.serverMutation.mockResolvedValueOnce(answer(null, [basketNotFound])).mockResolvedValueOnce(answer({ uuid: NEW }));
    expect(await addPackageToCart('en', draft)).toEqual({ ok: true });
    expect(mocks.serverMutation.mock.calls.map((call) => (call[2] as { orderUuid: string | null }).orderUuid)).toEqual([OLD, null]);
    expect(mocks.cookies.get('cart')).toBe(NEW);
  });

  it("reports the API's other refusals without starting a new basket", async () => {
    mocks.cookies.set('cart', OLD);
    const limit = { code: 2030, message: 'Limit.', referencedRequestParameter: 'package.quantity' };
    mocks.serverMutation.mockResolvedValue(answer(null, [limit]));
    expect(await addPackageToCart('en', draft)).toEqual({ ok: false, errors: [limit] });
    expect(mocks.serverMutation).toHaveBeenCalledTimes(1);
    expect(mocks.cookies.get('cart')).toBe(OLD);
  });
});
