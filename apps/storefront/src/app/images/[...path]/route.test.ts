import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from './route.ts';

afterEach(() => vi.unstubAllGlobals());

const ARTWORK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540"/>';
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const get = (...path: string[]) => GET(new Request(`http://shop.test/images/${path.join('/')}`), { params: Promise.resolve({ path }) });

describe('GET /images/…', () => {
  it("serves the API's artwork from the shop's origin with its sandbox policy, nosniff and a day's caching", async () => {
    const fetchMock = vi.fn(async (_url: URL) => new Response(ARTWORK, { headers: { 'content-type': 'image/svg+xml', 'content-security-policy': SANDBOX } }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await get('products', '7000001.svg');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:4000/images/products/7000001.svg');
    expect(await response.text()).toBe(ARTWORK);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
  });

  it('gives an answer without a policy the strictest one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(ARTWORK)));
    const response = await get('products', '7000001.svg');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses paths that climb out of /images/ and passes on what the API could not find', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await get('..', 'graphql')).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await get('products', '1.svg')).status).toBe(404);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    expect((await get('products', '1.svg')).status).toBe(503);
  });
});
