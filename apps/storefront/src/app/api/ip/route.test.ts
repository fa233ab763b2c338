import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from './route.ts';

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/ip', () => {
  it("asks the API's /ip with the visitor's forwarded headers", async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => Response.json({ country_code: 'NL' }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await GET(new NextRequest('http://shop.test/api/ip/', { headers: { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'NL' } }));
    expect(await response.json()).toEqual({ country_code: 'NL' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://127.0.0.1:4000/ip');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('cf-ipcountry')).toBe('NL');
  });

  it('answers null when the API is unreachable or answers something else', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    expect(await (await GET(new NextRequest('http://shop.test/api/ip/'))).json()).toEqual({ country_code: null });
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ country_code: '<script>' })));
    expect(await (await GET(new NextRequest('http://shop.test/api/ip/'))).json()).toEqual({ country_code: null });
  });
});
