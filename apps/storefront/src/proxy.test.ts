import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { NOT_A_NON_PAGE_PATH } from '../server/non-page-paths.mjs';
import { SIGNED_IN_COOKIE } from './account/session-cookie.ts';
import { CART_COOKIE } from './cart/cookie.ts';
import { config, proxy } from './proxy.ts';
import { FILTER_PARAMS } from './screens/catalogue/filters.ts';

const UUID = '123e4567-e89b-42d3-a456-426614174000';
/** An action's id as Next writes it (42 hexadecimal digits). */
const ACTION_ID = '60fb13d8805527ace0e7f93e5b9f63477d236bd02a';
const matches = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url: `http://shop.test${url}`, cookies, headers, nextConfig: { trailingSlash: true } });

describe('which requests the proxy sees', () => {
  it('leaves alone the paths that are not pages, the same list the route rules and the lower-case redirect use', () => {
    const sources = config.matcher.flatMap((matcher) => (typeof matcher === 'string' ? [] : [matcher.source]));
    for (const source of sources) expect(source).toBe(`/(${NOT_A_NON_PAGE_PATH}.*)`);
  });

  it('skips catalogue pages, files and API routes of a visitor without a basket', () => {
    for (const url of ['/', '/gift-cards/', '/gift-cards/harbour-house-restaurant/', '/cart/', '/images/products/7.svg', '/_next/static/chunks/main.js', '/api/cart-quantity/']) {
      expect(matches(url), url).toBe(false);
    }
  });

  it('sees every page of a visitor with a basket, but not their files', () => {
    expect(matches('/cart/', { [CART_COOKIE]: UUID })).toBe(true);
    expect(matches('/checkout/', { [CART_COOKIE]: UUID })).toBe(true);
    expect(matches('/_next/static/chunks/main.js', { [CART_COOKIE]: UUID })).toBe(false);
    expect(matches('/images/products/7.svg', { [CART_COOKIE]: UUID })).toBe(false);
  });

  it('sees the pages of a logged-in customer without a basket', () => {
    expect(matches('/account/overview/', { [SIGNED_IN_COOKIE]: '1' })).toBe(true);
    expect(matches('/account/overview/')).toBe(false);
  });

  it('sees a list filtered by any filter parameter, to give each filter one address', () => {
    for (const param of FILTER_PARAMS) expect(matches(`/gift-cards/?${param}=food`), param).toBe(true);
    expect(matches('/gift-cards/?utm_source=mail')).toBe(false);
  });

  it('sees what Next reads as a server action, to check its body first', () => {
    expect(matches('/gift-cards/', {}, { 'next-action': '60fb13d8' })).toBe(true);
    expect(matches('/gift-cards/', {}, { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(matches('/business/', {}, { 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
    expect(matches('/api/cart-quantity/', {}, { 'next-action': '60fb13d8' })).toBe(false);
    expect(matches('/gift-cards/', {}, { 'content-type': 'application/json' })).toBe(false);
  });

  it('sees the pages of a placed order without a basket', () => {
    expect(matches(`/checkout/process-payment/?order=${UUID}`)).toBe(true);
    expect(matches(`/checkout/thank-you/?order=${UUID}`)).toBe(true);
    expect(matches(`/checkout/?error=2035&order=${UUID}`)).toBe(true);
    expect(matches(`/checkout/${UUID}/`)).toBe(true);
    expect(matches(`/fr/commander/${UUID}/`)).toBe(true);
  });
});

describe('proxy', () => {
  const run = (url: string, init?: ConstructorParameters<typeof NextRequest>[1]) => proxy(new NextRequest(`http://shop.test${url}`, init));

  it('sends a filter spelled another way (a repeated parameter, terms out of order) to its one address', async () => {
    const response = await run('/gift-cards/?cb_api_giftcard_categories=travel&cb_api_giftcard_categories=food&utm_source=mail');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/gift-cards/?cb_api_giftcard_categories=food%2Ctravel&utm_source=mail');
    expect((await run('/gift-cards/?cb_api_giftcard_categories=food,travel')).headers.get('location')).toBeNull();
  });

  it('gives a personal page a fresh nonce, in the response and in the request Next renders', async () => {
    const first = await run('/checkout/');
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await run('/checkout/')).headers.get('content-security-policy')).not.toBe(policy);
  });

  it('gives the account pages a nonce, and no referrer where the address names an order', async () => {
    expect((await run('/account/data/')).headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect((await run('/account/data/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await run(`/reorder/?order=${UUID}`)).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('keeps the site referrer policy on the basket', async () => {
    const response = await run('/cart/');
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a server action call whose body no page sends with a 400, before Next fails on it', async () => {
    const call = (body: string, action = ACTION_ID) => run('/gift-cards/', { method: 'POST', headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8' }, body });
    const refused = await call('["$1"]');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toMatch(/^Bad Request/);
    expect((await call('["en","gift"]')).status).toBe(200);
    expect((await call('["en","gift"]', '0'.repeat(40))).status).toBe(400);
  });

  it("refuses a form or action call posted from another site's page with a 403, before Next fails on it", async () => {
    const post = (origin: string | null) =>
      run('/account/', {
        method: 'POST',
        headers: { host: 'shop.test', 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8', ...(origin === null ? {} : { origin }) },
        body: '["en","gift"]',
      });
    for (const origin of ['https://evil.example', 'null', 'http://shop.test.evil.example', 'not a url']) {
      const refused = await post(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect((await post('http://shop.test')).status).toBe(200);
    expect((await post(null)).status).toBe(200);
  });

  it('leaves other pages to the cached-page policy', async () => {
    const response = await run('/gift-cards/harbour-house-restaurant/');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });
});
