import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { createApiServer } from './server.ts';

let api: TestApi;
let production: { url: string; close(): Promise<void> };

beforeAll(async () => {
  api = await startTestApi({ trustProxy: true });
  const server = createApiServer({ database: api.database, brands: api.brands, production: true });
  production = { url: (await server.listen(0)).url, close: () => server.close() };
});
afterAll(async () => {
  await production?.close();
  await api?.close();
});

const query = (text: string, variables: Record<string, unknown> = { u: IE }) => JSON.stringify({ query: text, variables });
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe('plain HTTP endpoints', () => {
  it('reports health', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(await json(response)).toEqual({ status: 'ok' });
  });

  it('returns the country from a trusted proxy header, else null', async () => {
    expect(await json(await fetch(`${api.url}/ip`, { headers: { 'cf-ipcountry': 'ie' } }))).toEqual({ country_code: 'IE' });
    expect(await json(await fetch(`${api.url}/ip`, { headers: { 'cf-ipcountry': 'XX' } }))).toEqual({ country_code: null });
    expect(await json(await fetch(`${api.url}/ip`))).toEqual({ country_code: null });
    // Not behind a trusted proxy: a client-supplied header proves nothing.
    expect(await json(await fetch(`${production.url}/ip`, { headers: { 'cf-ipcountry': 'NL' } }))).toEqual({ country_code: null });
  });

  it('serves the products page as plain JSON, same as the GraphQL query', async () => {
    const plain = await json(await fetch(`${api.url}/json/products?store=70&language=en&itemsPerPage=16&pageNumber=1`));
    const graphql = await json(
      await api.post(query('query($u: UserDataInput!) { products(userData: $u) { products { id } paging { totalItems } } }')),
    );
    expect(plain.products.map((p: { id: string }) => p.id)).toEqual(graphql.data.products.products.map((p: { id: string }) => p.id));
    expect(plain.paging.totalItems).toBe(graphql.data.products.paging.totalItems);
    const unknown = await fetch(`${api.url}/json/products?store=1&language=en`);
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors[0].code).toBe(4001);
  });

  it('serves product images as SVG', async () => {
    const page = await json(await fetch(`${api.url}/json/products?store=70&language=en&itemsPerPage=1&pageNumber=1`));
    const response = await fetch(`${api.url}${page.products[0].image.url}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${api.url}/images/products/1.svg`)).status).toBe(404);
  });
});

describe('hardening', () => {
  it('refuses bodies over 100 kB with 413', async () => {
    const response = await api.post(query(`{ __typename } # ${'x'.repeat(110 * 1024)}`));
    expect(response.status).toBe(413);
    expect((await json(response)).errors[0].message).toContain('too large');
  });

  it('does not batch operations', async () => {
    const response = await api.post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('limits depth, aliases and tokens', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: storeData(userData: $u) { errors { code } }`).join(' ');
    const aliased = await json(await api.post(query(`query($u: UserDataInput!) { ${aliases} }`)));
    expect(aliased.errors[0].message).toMatch(/aliases/i);
    const deep = await json(
      await api.post(
        query('query($u: UserDataInput!) { pageByPath(userData: $u, path: "/") { page { product { extras { wrappers { image { url } } } } } } }'),
      ),
    );
    expect(deep.data).toBeDefined();
    const tokens = await json(await api.post(query(`{ ${'__typename '.repeat(3000)} }`, {})));
    expect(tokens.errors[0].message).toMatch(/token/i);
  });

  it('masks unexpected errors and does not suggest field names', async () => {
    const typo = await json(await api.post(query('{ prodcts }', {})));
    expect(typo.errors[0].message).not.toMatch(/Did you mean/);
  });

  it('keeps introspection for development and turns it off in production', async () => {
    const introspection = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
    const dev = await json(await api.post(introspection));
    expect(dev.data.__schema.queryType.name).toBe('Query');
    const prod = await json(
      await fetch(`${production.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: introspection }),
    );
    expect(prod.data).toBeUndefined();
    expect(prod.errors[0].message).toMatch(/introspection/i);
  });

  it('allows CORS only from the brands’ origins (and localhost outside production)', async () => {
    const preflight = (url: string, origin: string) =>
      fetch(`${url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    const brand = await preflight(production.url, 'https://www.giftcardshop.ie');
    expect(brand.status).toBe(204);
    expect(brand.headers.get('access-control-allow-origin')).toBe('https://www.giftcardshop.ie');
    expect((await preflight(production.url, 'https://evil.example')).status).toBe(403);
    expect((await preflight(production.url, 'http://localhost:3000')).status).toBe(403);
    expect((await preflight(api.url, 'http://localhost:3000')).status).toBe(204);
  });
});

describe('content and account operations', () => {
  it('lists menu categories with top lists', async () => {
    const body = await json(
      await api.post(query('query($u: UserDataInput!) { menuCategories(userData: $u) { categories { title path topList { id } } errors { code } } }')),
    );
    const categories = body.data.menuCategories.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0].topList.length).toBeGreaterThan(0);
    expect(categories[0].topList.length).toBeLessThanOrEqual(4);
  });

  it('resolves pages by path with metadata and hreflang tags', async () => {
    const [page] = await api.sql.query<{ path: string; title: string }>(
      `SELECT path, meta_title AS title FROM pages WHERE store_id = 70 AND kind = 'information' LIMIT 1`,
    );
    const text = 'query($u: UserDataInput!, $p: String!) { pageByPath(userData: $u, path: $p) { page { pageType metadata { title noindex nofollow hreflangTags { langCode countryCode origin path isDefault } } } errors { code referencedRequestParameter } } }';
    const body = await json(await api.post(query(text, { u: IE, p: page!.path })));
    expect(body.data.pageByPath.page.pageType).toBe('INFORMATION');
    expect(body.data.pageByPath.page.metadata.title).toBe(page!.title);
    expect(body.data.pageByPath.page.metadata.hreflangTags[0]).toMatchObject({ langCode: 'en', countryCode: 'IE', origin: 'https://www.giftcardshop.ie', isDefault: true });
    const missing = await json(await api.post(query(text, { u: IE, p: '/no-such-page/' })));
    expect(missing.data.pageByPath).toEqual({ page: null, errors: [{ code: 4004, referencedRequestParameter: 'path' }] });
  });

  it('returns popular search data', async () => {
    const body = await json(
      await api.post(query('query($u: UserDataInput!) { popularSearchData(userData: $u) { data { terms { title url } entities { id } highlightedBlocks { title referencedPath } } errors { code } } }')),
    );
    const data = body.data.popularSearchData.data;
    expect(data.terms.length).toBeGreaterThan(0);
    expect(data.entities.length).toBeGreaterThan(0);
    expect(data.highlightedBlocks.length).toBeGreaterThan(0);
  });

  it('serves a blocks queue', async () => {
    const [block] = await api.sql.query<{ queue_id: string }>(`SELECT queue_id FROM home_blocks WHERE store_id = 70 LIMIT 1`);
    const body = await json(
      await api.post(query('query($u: UserDataInput!, $q: String!) { blocksQueue(userData: $u, queueID: $q) { list { blockType title products { id } } errors { code } } }', { u: IE, q: block!.queue_id })),
    );
    expect(body.data.blocksQueue.list.length).toBeGreaterThan(0);
    expect(body.data.blocksQueue.list[0].blockType).toBeTruthy();
  });

  it('checks the e-mail, then refuses a captcha token that solves nothing', async () => {
    const text = 'query($u: UserDataInput!, $e: String!) { checkUserExist(userData: $u, email: $e, captchaToken: "t") { status errors { code message referencedRequestParameter } } }';
    const unsolved = await json(await api.post(query(text, { u: IE, e: 'someone@example.ie' })));
    expect(unsolved.data.checkUserExist).toMatchObject({ status: false, errors: [{ code: 4008, referencedRequestParameter: 'captchaToken' }] });
    const invalid = await json(await api.post(query(text, { u: IE, e: 'not-an-email' })));
    expect(invalid.data.checkUserExist.errors[0]).toEqual({ code: 4000, message: 'Please enter valid email', referencedRequestParameter: 'email' });
    const order = await json(
      await api.post(query('query($u: UserDataInput!) { order(userData: $u, uuid: "00000000-0000-4000-8000-000000000000") { order { id } errors { code } } }')),
    );
    expect(order.data.order).toEqual({ order: null, errors: [{ code: 4004 }] });
  });
});
