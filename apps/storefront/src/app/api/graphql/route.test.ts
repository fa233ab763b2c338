import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from './route.ts';

let api: Server;
let lastHeaders: IncomingHttpHeaders = {};
let lastBody = '';

beforeAll(async () => {
  api = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      lastHeaders = request.headers;
      lastBody = text;
      response.writeHead(200, { 'content-type': 'application/graphql-response+json' }).end('{"data":{"ok":true}}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.SHOP_API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  delete process.env.SHOP_API_URL;
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

const operation = JSON.stringify({ query: '{ ok }', variables: {} });
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://shop.test/api/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }));

describe('POST /api/graphql', () => {
  it('forwards the operation with this store’s tenant headers, whatever the browser claims', async () => {
    const response = await post(operation, { store: '999', language: 'en', country: 'NL' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lastHeaders).toMatchObject({ store: '70', language: 'en', country: 'IE' });
    expect(lastBody).toBe(operation);
  });

  it('uses the default language for a language the store does not offer', async () => {
    await post(operation, { language: 'xx' });
    expect(lastHeaders['language']).toBe('en');
  });

  it('refuses an oversized body with a GraphQL error', async () => {
    const response = await post('x'.repeat(70 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'The request is too large.', extensions: { code: -1 } }] });
  });

  it('answers 502 with a GraphQL error when the API is down', async () => {
    const previous = process.env.SHOP_API_URL;
    process.env.SHOP_API_URL = 'http://127.0.0.1:9/graphql';
    try {
      const response = await post(operation);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ errors: [{ message: 'The shop API cannot be reached.', extensions: { code: -1 } }] });
    } finally {
      process.env.SHOP_API_URL = previous;
    }
  });
});
