import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from './route.ts';

const mocks = vi.hoisted(() => ({
  jar: new Map<string, { value: string; expires?: Date }>(),
  userInfo: vi.fn(),
}));
vi.mock('../../../../data/server.ts', () => ({ serverQuery: mocks.userInfo }));
const ENDED = { getUserInfo: { user: null, errors: [{ code: 4110, message: 'Not logged in', referencedRequestParameter: null }] } };
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mocks.jar.get(name),
    set: (name: string, value: string, options: { expires?: Date }) => mocks.jar.set(name, { value, ...(options.expires ? { expires: options.expires } : {}) }),
    delete: (name: string) => mocks.jar.delete(name),
  }),
}));

const request = (query: string) => new NextRequest(`http://shop.test/api/account/signed-out/${query}`);

describe('GET /api/account/signed-out', () => {
  beforeEach(() => {
    mocks.userInfo.mockReset();
    mocks.userInfo.mockResolvedValue(ENDED);
    mocks.jar.clear();
    mocks.jar.set('shop-session', { value: 'a'.repeat(43) });
    mocks.jar.set('shop-signed-in', { value: '1' });
    mocks.jar.set('cart', { value: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00' });
  });

  it('forgets the session and the basket, then sends the visitor to log in again with the notice', async () => {
    const response = await GET(request('?lang=en&next=accountOrders'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/login/?next=accountOrders&session=ended');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(mocks.jar.get('shop-session')?.value).toBe('');
    expect(mocks.jar.get('shop-session')?.expires?.getTime()).toBe(0);
    expect(mocks.jar.get('shop-signed-in')?.value).toBe('');
    expect(mocks.jar.has('cart')).toBe(false);
  });

  it('keeps a session the API still knows and goes on to the screen asked for: a link from another site logs nobody out', async () => {
    mocks.userInfo.mockResolvedValue({ getUserInfo: { user: { mainProfile: null, subscribed: false, basketUuid: null }, errors: [] } });
    const response = await GET(request('?lang=en&next=accountOrders'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/orders/');
    expect(mocks.jar.get('shop-session')?.value).toBe('a'.repeat(43));
    expect(mocks.jar.get('cart')?.value).toBe('0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00');
  });

  it('forgets the cookies when the API cannot be asked', async () => {
    mocks.userInfo.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const response = await GET(request('?lang=en&next=accountOrders'));
    expect(response.headers.get('location')).toBe('/account/login/?next=accountOrders&session=ended');
    expect(mocks.jar.has('cart')).toBe(false);
  });

  it('never sends the visitor to an address from the query', async () => {
    const response = await GET(request('?lang=en&next=https%3A%2F%2Fevil.example%2F'));
    expect(response.headers.get('location')).toBe('/account/login/?session=ended');
  });

  it("uses the brand's language for an unknown one", async () => {
    expect((await GET(request('?lang=xx&next=checkout'))).headers.get('location')).toBe('/account/login/?next=checkout&session=ended');
  });
});
