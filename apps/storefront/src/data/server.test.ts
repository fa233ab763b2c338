import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteGiftcardPackageGroupDocument, SitemapCategoriesDocument, SitemapProductsDocument } from '@shop/graphql/operations';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, ApiUnavailableError, serverMutation, serverQuery } from './server.ts';

interface Received {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: { query: string; variables: Record<string, unknown> };
}

/** Queries may arrive as GET (urql sends short queries in the URL, which Next's data cache stores) or POST. */
function operationOf(method: string, url: string, text: string): Received['body'] {
  if (method === 'POST') return JSON.parse(text) as Received['body'];
  const params = new URL(url, 'http://api.test').searchParams;
  return { query: params.get('query') ?? '', variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown> };
}

let server: Server;
let received: Received[] = [];
let reply: unknown = { data: null };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      received.push({ method, headers: request.headers, body: operationOf(method, request.url ?? '/', text) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterEach(() => {
  received = [];
});

afterAll(async () => {
  delete process.env.SHOP_API_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('serverQuery', () => {
  it('sends the tenant headers and injects userData next to the caller variables', async () => {
    reply = { data: { products: { products: [{ id: '1', path: '/gift-cards/spa' }], paging: { pageNumber: 2, totalPages: 3 }, errors: [] } } };
    const data = await serverQuery('en', SitemapProductsDocument, { paging: { itemsPerPage: 10, pageNumber: 2 } });

    expect(data.products.products).toEqual([{ id: '1', path: '/gift-cards/spa' }]);
    const [request] = received;
    expect(request?.headers).toMatchObject({ store: '70', language: 'en', country: 'IE' });
    expect(request?.body.variables).toEqual({
      paging: { itemsPerPage: 10, pageNumber: 2 },
      userData: { language: 'en', storeID: 70, countryCode: 'IE', redeemToken: null },
    });
    expect(request?.body.query).toContain('query SitemapProducts');
  });

  it('returns the errors field of a result as data for the page to show', async () => {
    reply = { data: { menuCategories: { categories: [], errors: [{ message: 'Store closed', code: 1004, referencedRequestParameter: null }] } } };
    const data = await serverQuery('en', SitemapCategoriesDocument, {});
    expect(data.menuCategories.errors).toEqual([{ message: 'Store closed', code: 1004, referencedRequestParameter: null }]);
  });

  it('throws ApiRequestError with the codes when the API refuses the request', async () => {
    reply = { data: null, errors: [{ message: 'Variable "$paging" is invalid', extensions: { code: 1001, referencedRequestParameter: 'paging' } }] };
    const failure = await serverQuery('en', SitemapProductsDocument, { paging: { itemsPerPage: 0, pageNumber: 1 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).errors).toEqual([{ message: 'Variable "$paging" is invalid', code: 1001, referencedRequestParameter: 'paging' }]);
  });

  it('throws ApiUnavailableError when the API cannot be reached', async () => {
    const previous = process.env.SHOP_API_URL;
    process.env.SHOP_API_URL = 'http://127.0.0.1:9/graphql';
    try {
      await expect(serverQuery('en', SitemapCategoriesDocument, {})).rejects.toBeInstanceOf(ApiUnavailableError);
    } finally {
      process.env.SHOP_API_URL = previous;
    }
  });

  it('refuses a language the brand does not offer before calling the API', async () => {
    await expect(serverQuery('nl', SitemapCategoriesDocument, {})).rejects.toThrow('GCSIE does not offer language "nl"');
    expect(received).toHaveLength(0);
  });
});

describe('the data cache', () => {
  /** What Next's fetch is asked to do with the answer: keep it for a while under tags, or not at all. */
  async function cachingOf(run: () => Promise<unknown>): Promise<{ cache?: RequestCache; next?: unknown }> {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      reply = { data: { menuCategories: { categories: [], errors: [] }, products: { products: [], paging: null, errors: [] } } };
      await run();
      const init = spy.mock.calls[0]?.[1] as { cache?: RequestCache; next?: unknown } | undefined;
      return { cache: init?.cache, next: init?.next };
    } finally {
      spy.mockRestore();
    }
  }

  it('keeps a catalogue answer, tagged by store and field', async () => {
    expect(await cachingOf(() => serverQuery('en', SitemapProductsDocument, { paging: { itemsPerPage: 10, pageNumber: 1 } }))).toEqual({
      cache: undefined,
      next: { revalidate: 300, tags: ['store:70', 'store:70:products'] },
    });
  });

  it('keeps nothing a page rendered per request says it will not need again, nor anything asked with a session', async () => {
    const paging = { itemsPerPage: 10, pageNumber: 1 };
    expect(await cachingOf(() => serverQuery('en', SitemapProductsDocument, { paging }, { dataCache: 'skip' }))).toEqual({ cache: 'no-store', next: undefined });
    expect(await cachingOf(() => serverQuery('en', SitemapProductsDocument, { paging }, { headers: { 'x-shop-session': 's' } }))).toEqual({
      cache: 'no-store',
      next: undefined,
    });
  });
});

describe('serverMutation', () => {
  it('injects userData into mutations too', async () => {
    reply = { data: { deleteGiftcardPackageGroup: { order: null, errors: [] } } };
    await serverMutation('en', DeleteGiftcardPackageGroupDocument, { orderUuid: 'o-1', shipmentTag: 'DIGITAL', packageId: 'p-1' });
    expect(received[0]?.body.variables).toMatchObject({ orderUuid: 'o-1', packageId: 'p-1' });
    expect(received[0]?.body.variables['userData']).toEqual({ language: 'en', storeID: 70, countryCode: 'IE', redeemToken: null });
    expect(received[0]?.body.query).toContain('mutation');
    expect(received[0]?.method).toBe('POST');
  });

  it('sends the headers it is given next to the tenant headers, which it never lets them replace', async () => {
    reply = { data: { deleteGiftcardPackageGroup: { order: null, errors: [] } } };
    await serverMutation('en', DeleteGiftcardPackageGroupDocument, { orderUuid: 'o-1', shipmentTag: 'DIGITAL', packageId: null }, {
      'x-forwarded-for': '203.0.113.5',
      store: '71',
    });
    expect(received[0]?.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.5', store: '70', language: 'en', country: 'IE' });
  });
});
