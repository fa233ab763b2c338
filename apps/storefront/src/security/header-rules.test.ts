import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { securityHeaderRules } from './header-rules.ts';

const rules = securityHeaderRules({ development: false });
const responseFor = (url: string, headers: Record<string, string> = {}) =>
  unstable_getResponseFromNextConfig({ url: `http://shop.test${url}`, headers, nextConfig: { trailingSlash: true, headers: async () => rules } });

describe('security header rules', () => {
  it.each(['/', '/gift-cards/', '/gift-cards/harbour-house-restaurant/', '/cart/', '/checkout/', '/api/cart-quantity/', '/images/products/7.svg', '/_next/static/chunks/main.js'])(
    '%s is nosniff with a referrer policy',
    async (url) => {
      const response = await responseFor(url);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/', '/gift-cards/', '/cart/', '/checkout/'])('%s gets the cached-page policy and may not be framed', async (url) => {
    const response = await responseFor(url);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves the artwork’s own policy alone (a next.config header would win over the route’s)', async () => {
    expect((await responseFor('/images/products/7.svg')).headers.get('content-security-policy')).toBeNull();
  });

  it('asks for https only when the proxy in front says the browser used it', async () => {
    expect((await responseFor('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await responseFor('/', { 'x-forwarded-proto': 'https,http' })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await responseFor('/', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await responseFor('/')).headers.get('strict-transport-security')).toBeNull();
  });
});
