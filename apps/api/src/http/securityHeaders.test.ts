import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { ARTWORK_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY, servedOverHttps } from './securityHeaders.ts';

let api: TestApi;
let proxied: TestApi;

beforeAll(async () => {
  [api, proxied] = await Promise.all([startTestApi(), startTestApi({ trustedProxies: ['loopback'] })]);
});
afterAll(async () => {
  await Promise.all([api?.close(), proxied?.close()]);
});

const body = (query: string, variables: Record<string, unknown> = { u: IE }) => JSON.stringify({ query, variables });
const graphql = (init: RequestInit) => fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, ...init });

async function artworkPath(): Promise<string> {
  const response = await api.post(body('query($u: UserDataInput!) { products(userData: $u, paging: { itemsPerPage: 1, pageNumber: 1 }) { products { image { url } } } }'));
  const payload = (await response.json()) as { data: { products: { products: { image: { url: string } }[] } } };
  return payload.data.products.products[0]!.image.url;
}

/** One request of each kind the API answers, with the status it must have (so a wrong route cannot pass). */
const responseKinds: [string, number, () => Promise<Response>][] = [
  ['a GraphQL query', 200, () => api.post(body('query($u: UserDataInput!) { storeData(userData: $u) { errors { code } } }'))],
  [
    'a GraphQL mutation on a basket',
    200,
    () =>
      api.post(
        body('mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { addGiftcardPackage(userData: $u, package: $p) { errors { code } } }', {
          u: IE,
          p: { variationId: '999999999', quantity: 1, amount: null },
        }),
      ),
  ],
  ['a GraphQL error', 200, () => api.post(body('{ prodcts }', {}))],
  ['a non-JSON POST (415)', 415, () => graphql({ headers: { 'content-type': 'text/plain' }, body: body('{ __typename }') })],
  ['an unknown path (404)', 404, () => fetch(`${api.url}/nothing-here`)],
  ['a missing image (404)', 404, () => fetch(`${api.url}/images/products/1.svg`)],
  ['a payment webhook', 503, () => fetch(`${api.url}/webhooks/psp`, { method: 'POST', body: '{}' })],
  ['the country lookup', 200, () => fetch(`${api.url}/ip`)],
];

describe('security headers', () => {
  it.each(responseKinds)('%s is nosniff, no-store and sends no referrer', async (_kind, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // Plain http, no trusted proxy: no HSTS (browsers ignore it over http, and a proxy's word is not taken).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves artwork cacheable, nosniff and sandboxed without scripts', async () => {
    const response = await fetch(`${api.url}${await artworkPath()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toBe(ARTWORK_CONTENT_SECURITY_POLICY);
    expect(ARTWORK_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'.*sandbox/);
  });

  it('answers a CORS preflight with the headers too', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only when a trusted proxy says the browser used https', async () => {
    const query = body('{ __typename }', {});
    const behindProxy = await proxied.post(query, { 'x-forwarded-proto': 'https' });
    expect(behindProxy.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await proxied.post(query, { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await proxied.post(query)).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could send the header.
    expect((await api.post(query, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('servedOverHttps', () => {
  const request = (headers: IncomingMessage['headers'], encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

  it('believes its own TLS socket whatever the headers say', () => {
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'http' }, true), { viaTrustedProxy: false })).toBe(true);
  });

  it('reads the first hop of a trusted x-forwarded-proto', () => {
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }), { viaTrustedProxy: true })).toBe(true);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'http, https' }), { viaTrustedProxy: true })).toBe(false);
    expect(servedOverHttps(request({}), { viaTrustedProxy: true })).toBe(false);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }), { viaTrustedProxy: false })).toBe(false);
  });
});
