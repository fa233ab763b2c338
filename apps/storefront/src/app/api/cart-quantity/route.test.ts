import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../account/session-cookie.ts';
import { ApiUnavailableError } from '../../../data/errors.ts';
import { GET } from './route.ts';

const mocks = vi.hoisted(() => ({ serverQuery: vi.fn(), cookie: null as string | null, session: null as string | null }));
vi.mock('../../../data/server.ts', () => ({ serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = name === 'cart' ? mocks.cookie : name === SESSION_COOKIE.plain ? mocks.session : null;
      return value ? { value } : undefined;
    },
  }),
}));

const uuid = '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00';
const request = (query = '?lang=en') => new NextRequest(`http://shop.test/api/cart-quantity/${query}`);

describe('GET /api/cart-quantity', () => {
  beforeEach(() => {
    mocks.serverQuery.mockReset();
    mocks.cookie = null;
    mocks.session = null;
  });

  it('answers 0 without asking the API when there is no cart cookie', async () => {
    const response = await GET(request());
    expect(await response.json()).toEqual({ quantity: 0 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(mocks.serverQuery).not.toHaveBeenCalled();
  });

  it("answers the API's quantity for the cart in the cookie", async () => {
    mocks.cookie = uuid;
    mocks.serverQuery.mockResolvedValue({ cartQuantity: { quantity: 5, errors: [] } });
    const response = await GET(request());
    expect(await response.json()).toEqual({ quantity: 5 });
    expect(mocks.serverQuery).toHaveBeenCalledWith('en', expect.anything(), { orderUuid: uuid }, { headers: {} });
  });

  it("asks for a logged-in visitor's basket with their session: the API shows an account's basket only to it", async () => {
    mocks.cookie = uuid;
    mocks.session = 'a'.repeat(43);
    mocks.serverQuery.mockResolvedValue({ cartQuantity: { quantity: 2, errors: [] } });
    expect(await (await GET(request())).json()).toEqual({ quantity: 2 });
    expect(mocks.serverQuery).toHaveBeenCalledWith('en', expect.anything(), { orderUuid: uuid }, { headers: { 'x-shop-session': 'a'.repeat(43) } });
  });

  it('treats a cart the API does not know as empty', async () => {
    mocks.cookie = uuid;
    mocks.serverQuery.mockResolvedValue({ cartQuantity: { quantity: 0, errors: [{ code: 4004, message: 'Cart was not found.', referencedRequestParameter: 'orderUuid' }] } });
    expect(await (await GET(request())).json()).toEqual({ quantity: 0 });
  });

  it('answers 503 when the API is unreachable and 400 for a language the store does not offer', async () => {
    mocks.cookie = uuid;
    mocks.serverQuery.mockRejectedValue(new ApiUnavailableError('ChromeCartQuantity', new Error('ECONNREFUSED')));
    expect((await GET(request())).status).toBe(503);
    expect((await GET(request('?lang=xx'))).status).toBe(400);
  });
});
