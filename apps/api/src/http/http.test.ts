import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { createApiServer } from './server.ts';

let api: TestApi;
let production: { url: string; close(): Promise<unknown> };

beforeAll(async () => {
  api = await startTestApi({ trustedProxies: ['loopback'], benchRoutes: true });
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

  it('validates the benchmark route’s numbers and serves it only when asked to', async () => {
    for (const [search, parameter] of [
      ['itemsPerPage=abc', 'itemsPerPage'],
      ['itemsPerPage=1.5', 'itemsPerPage'],
      ['pageNumber=-1', 'pageNumber'],
      ['itemsPerPage=1000', 'paging.itemsPerPage'],
      ['pageNumber=0', 'paging.pageNumber'],
    ]) {
      const response = await fetch(`${api.url}/json/products?store=70&language=en&${search}`);
      expect(response.status, search).toBe(400);
      expect((await json(response)).errors[0], search).toMatchObject({ code: 4000, referencedRequestParameter: parameter });
    }
    const noStore = await fetch(`${api.url}/json/products?store=abc&language=en`);
    expect(noStore.status).toBe(400);
    expect((await json(noStore)).errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'store' });
    // Not a route of the API itself: only the benchmark's server turns it on.
    const served = await fetch(`${production.url}/json/products?store=70&language=en&itemsPerPage=16&pageNumber=1`);
    expect(served.status).toBe(404);
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

  it('answers 413 to a client still sending a body of megabytes, instead of cutting it off mid-upload', async () => {
    const body = query(`{ __typename } # ${'x'.repeat(3 * 1024 * 1024)}`);
    const declared = await api.post(body);
    expect(declared.status).toBe(413);
    expect((await json(declared)).errors[0]).toMatchObject({ code: 4000 });

    // Without a declared length (chunked), the limit is found while the body arrives.
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
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

  it('suggests no enum value, input field, argument or type, in production or in development', async () => {
    const post = (url: string, body: string) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const documents: [string, Record<string, unknown>][] = [
      // enum value inline, and in a variable (coerced during execution, not validation)
      ['query($u: UserDataInput!) { contentPages(userData: $u, kind: BLOG_ARTICL) { errors { code } } }', { u: IE }],
      ['query($u: UserDataInput!, $k: ContentListKind!) { contentPages(userData: $u, kind: $k) { errors { code } } }', { u: IE, k: 'GIVING_MOMEN' }],
      // input field, inline and in a variable
      ['{ storeData(userData: {languag: "en", storeID: 70, countryCode: "IE"}) { errors { code } } }', {}],
      ['query($u: UserDataInput!) { storeData(userData: $u) { errors { code } } }', { u: { ...IE, languag: 'en' } }],
      // argument and type
      ['query($u: UserDataInput!) { storeData(userDat: $u) { errors { code } } }', { u: IE }],
      ['query($u: UserDataInpt!) { storeData(userData: $u) { errors { code } } }', { u: IE }],
    ];
    for (const url of [production.url, api.url]) {
      for (const [text, variables] of documents) {
        const body = await json(await post(url, query(text, variables)));
        expect(body.errors?.length, text).toBeGreaterThan(0);
        for (const error of body.errors) {
          expect(error.message, text).not.toMatch(/did you mean/i);
          expect(error.extensions.code, text).toBe(4000);
        }
      }
    }
  });

  it('gives every refused request the API\'s code and nothing of what failed inside', async () => {
    const refusals: [string, Promise<Response>][] = [
      ['a body that is not JSON', api.post('{"query":')],
      ['a syntax error', api.post(query('{ storeData(', {}))],
      ['a field the schema does not have', api.post(query('{ prodcts }', {}))],
      ['a batch', api.post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]))],
      ['an unknown operation name', api.post(JSON.stringify({ query: '{ __typename }', operationName: 'nope' }))],
      ['too many aliases', api.post(query(`query($u: UserDataInput!) { ${Array.from({ length: 16 }, (_, i) => `a${i}: storeData(userData: $u) { errors { code } }`).join(' ')} }`))],
      ['a mutation over GET', fetch(`${api.url}/graphql?query=${encodeURIComponent('mutation { userLogout(userData: {language: "en", storeID: 70, countryCode: "IE"}) { status } }')}`)],
    ];
    for (const [what, sent] of refusals) {
      const response = await sent;
      expect(response.status, what).toBeGreaterThanOrEqual(200);
      expect(response.status, what).toBeLessThan(500);
      const text = await response.text();
      expect(text, what).not.toMatch(/originalError|SyntaxError|stack/);
      const body = JSON.parse(text) as { errors: { message: string; extensions: { code: unknown } }[] };
      expect(body.errors.length, what).toBeGreaterThan(0);
      for (const error of body.errors) expect(error.extensions.code, `${what}: ${error.message}`).toBe(4000);
    }
  });

  it('refuses an encoded body (415) instead of reading it as plain JSON', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-encoding')).toBe('identity');
    expect((await json(response)).errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'content-encoding' });
    const identity = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect((await json(identity)).data).toEqual({ __typename: 'Query' });
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

describe('cross-site requests', () => {
  const mutation = (variationId: string) =>
    query(
      'mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { addGiftcardPackage(userData: $u, package: $p) { order { uuid } errors { code } } }',
      { u: IE, p: { variationId, quantity: 1, amount: null } },
    );
  let variationId: string;
  let amount: number;
  const orderCount = async () => Number((await api.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM orders'))[0]!.n);
  const addBody = () => mutation(variationId).replace('"amount":null', `"amount":${amount}`);

  beforeAll(async () => {
    const [row] = await api.sql.query<{ id: string; amount: number }>(
      `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
       WHERE p.store_id = 70 AND p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit
         AND NOT p.requires_registered_shipping AND cardinality(pv.fixed_values_minor) > 0 AND pv.variation_type = 'digital'
       ORDER BY p.position LIMIT 1`,
    );
    variationId = row!.id;
    amount = row!.amount;
  });

  it('refuses a form, text or multipart POST (no preflight) with 415 and runs nothing', async () => {
    const before = await orderCount();
    const { query: text, variables } = JSON.parse(addBody()) as { query: string; variables: unknown };
    const form = new URLSearchParams({ query: text, variables: JSON.stringify(variables) });
    const multipart = new FormData();
    multipart.set('query', text);
    multipart.set('variables', JSON.stringify(variables));
    const attempts: RequestInit[] = [
      { body: form, headers: { origin: 'https://evil.example' } },
      { body: form },
      { body: addBody(), headers: { 'content-type': 'text/plain' } },
      { body: multipart },
      { body: addBody(), headers: { 'content-type': '' } },
    ];
    for (const [index, init] of attempts.entries()) {
      for (const url of [api.url, production.url]) {
        const response = await fetch(`${url}/graphql`, { method: 'POST', ...init });
        expect(response.status, String(index)).toBe(415);
        expect((await json(response)).errors[0]).toMatchObject({ code: 4000, message: expect.stringMatching(/application\/json/) });
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('accepts the GraphQL JSON media types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/graphql-response+json', 'application/graphql+json']) {
      const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body: query('{ __typename }', {}) });
      expect(response.status, type).toBe(200);
      expect((await json(response)).data, type).toEqual({ __typename: 'Query' });
    }
  });

  it('never runs a mutation from a GET; production takes no GET at all', async () => {
    const before = await orderCount();
    const { query: text, variables } = JSON.parse(addBody()) as { query: string; variables: unknown };
    const search = new URLSearchParams({ query: text, variables: JSON.stringify(variables) });
    const dev = await fetch(`${api.url}/graphql?${search}`, { headers: { accept: 'application/json' } });
    expect(dev.status).toBe(405);
    expect(JSON.stringify(await json(dev))).toMatch(/mutation/i);
    const prod = await fetch(`${production.url}/graphql?${search}`, { headers: { accept: 'application/json' } });
    expect(prod.status).toBe(405);
    expect((await json(prod)).errors[0]).toMatchObject({ code: 4000 });
    expect(await orderCount()).toBe(before);
    // Queries by GET stay for development.
    const read = await fetch(`${api.url}/graphql?${new URLSearchParams({ query: '{ __typename }' })}`, { headers: { accept: 'application/json' } });
    expect(await json(read)).toEqual({ data: { __typename: 'Query' } });
  });

  it('runs mutations only for the brands’ origins (and localhost outside production) or without an Origin', async () => {
    const before = await orderCount();
    const send = (url: string, origin?: string) =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body: addBody() });
    for (const [url, origin] of [
      [api.url, 'https://evil.example'],
      [production.url, 'https://evil.example'],
      [production.url, 'http://localhost:3000'],
      [production.url, 'null'],
    ] as const) {
      const refused = await send(url, origin);
      expect(refused.status, origin).toBe(403);
      const error = (await json(refused)).errors[0];
      expect(error.code).toBe(4000);
      expect(error.message).toContain(origin);
    }
    expect(await orderCount()).toBe(before);
    for (const [url, origin] of [
      [production.url, 'https://www.giftcardshop.ie'],
      [api.url, 'http://localhost:3000'],
      [production.url, undefined],
    ] as const) {
      const allowed = await json(await send(url, origin));
      expect(allowed.data.addGiftcardPackage.errors, String(origin)).toEqual([]);
    }
    expect(await orderCount()).toBe(before + 3);
    // Reading from another origin is no risk (the browser keeps the answer from the page).
    const read = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: query('{ __typename }', {}),
    });
    expect(await json(read)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('control characters in inputs', () => {
  const errors = '{ code message referencedRequestParameter }';
  const refused = (parameter: string) => [{ code: 4000, message: expect.stringMatching(/control characters/), referencedRequestParameter: parameter }];

  it('refuses them in any string input, naming the parameter, before anything runs', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        `mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { r: addGiftcardPackage(userData: $u, package: $p) { order { uuid } errors ${errors} } }`,
        { u: IE, p: { variationId: '1', quantity: 1, personalMessage: { text: 'Happy\u0000birthday' } } },
        'package.personalMessage.text',
        'order',
      ],
      [`query($u: UserDataInput!, $t: String!) { r: search_v1(userData: $u, inputText: $t) { errors ${errors} } }`, { u: IE, t: 'gift\u0000' }, 'inputText', ''],
      [`query($u: UserDataInput!) { r: search_v1(userData: $u, inputText: "gi\\u0007ft") { errors ${errors} } }`, { u: IE }, 'inputText', ''],
      [`query($u: UserDataInput!, $p: String!) { r: pageByPath(userData: $u, path: $p) { page { pageType } errors ${errors} } }`, { u: IE, p: '/\u0000' }, 'path', 'page'],
      [
        `query($u: UserDataInput!, $q: String!) { r: getLocationAddressSuggestions(userData: $u, filters: { query: $q }) { errors ${errors} } }`,
        { u: IE, q: 'Main\u001bStreet' },
        'filters.query',
        '',
      ],
      [`query($u: UserDataInput!, $o: ID) { r: cartV2(userData: $u, orderUuid: $o) { order { uuid } errors ${errors} } }`, { u: IE, o: '\u0000' }, 'orderUuid', 'order'],
      [`query($u: UserDataInput!) { r: storeData(userData: $u) { errors ${errors} } }`, { u: { ...IE, language: 'en\u0000' } }, 'userData.language', ''],
      [
        `query($u: UserDataInput!, $e: String!) { r: checkUserExist(userData: $u, email: $e, captchaToken: "t") { status errors ${errors} } }`,
        { u: IE, e: 'a\u0000@example.ie' },
        'email',
        '',
      ],
      [
        `mutation($u: UserDataInput!, $c: CheckoutInput!) { r: placeOrder(userData: $u, orderUuid: "00000000-0000-4000-8000-000000000000", idempotencyKey: "k", checkout: $c) { order { uuid } errors ${errors} } }`,
        {
          u: IE,
          c: {
            customer: { customerType: 'PRIVATE', firstName: 'Ao\u0000ife', lastName: 'B', email: 'a@b.ie', confirmEmail: 'a@b.ie', phoneNumber: '1', termsAccepted: true },
            digitalReceivers: [],
            deliveryMode: 'DEFAULT',
            physicalDeliveries: [],
            payment: { method: 'CARD' },
            returnUrl: 'http://localhost:3000/',
          },
        },
        'checkout.customer.firstName',
        'order',
      ],
    ];
    const logged = vi.spyOn(console, 'error');
    try {
      for (const [text, variables, parameter, dataField] of cases) {
        const body = await json(await api.post(query(text, variables)));
        expect(body.errors, parameter).toBeUndefined();
        expect(body.data.r.errors, parameter).toEqual(refused(parameter));
        if (dataField) expect(body.data.r[dataField], parameter).toBeNull();
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses C1 controls and the direction overrides that make a name or message read otherwise than it is stored', async () => {
    const add = `mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { r: addGiftcardPackage(userData: $u, package: $p) { order { uuid } errors ${errors} } }`;
    const answer = async (text: string) =>
      (await json(await api.post(query(add, { u: IE, p: { variationId: '1', quantity: 1, personalMessage: { text } } })))).data.r;
    for (const text of ['Happy\u0085birthday', 'Happy \u009b31m birthday', 'Happy\u007fbirthday']) {
      expect(await answer(text), JSON.stringify(text)).toEqual({ order: null, errors: refused('package.personalMessage.text') });
    }
    for (const text of ['Happy birthday \u202Egnp.exe', 'Hi \u2066there\u2069']) {
      expect(await answer(text), JSON.stringify(text)).toEqual({
        order: null,
        errors: [{ code: 4000, message: expect.stringMatching(/change its direction/), referencedRequestParameter: 'package.personalMessage.text' }],
      });
    }
    // The marks that only hint a direction, and letters of any script, are text.
    for (const text of ['Happy birthday\u200E', 'Lá breithe sona, Zoë — 生日快乐 🎉']) {
      expect((await answer(text)).errors.every((error: { message: string }) => !/control|direction/.test(error.message)), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses half of a surrogate pair (JSON "\\ud800") instead of storing U+FFFD in its place', async () => {
    const orders = async () => Number((await api.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM orders'))[0]!.n);
    const before = await orders();
    const surrogate = (parameter: string) => [{ code: 4000, message: expect.stringMatching(/surrogate/), referencedRequestParameter: parameter }];
    const add = `mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { r: addGiftcardPackage(userData: $u, package: $p) { order { uuid } errors ${errors} } }`;
    for (const text of ['Happy \ud800birthday', 'Happy birthday \udc00', '\udc00\ud800']) {
      const body = await json(await api.post(query(add, { u: IE, p: { variationId: '1', quantity: 1, personalMessage: { text } } })));
      expect(body.data.r).toEqual({ order: null, errors: surrogate('package.personalMessage.text') });
    }
    const search = await json(await api.post(query(`query($u: UserDataInput!, $t: String!) { r: search_v1(userData: $u, inputText: $t) { errors ${errors} } }`, { u: IE, t: 'gift\udfff' })));
    expect(search.data.r.errors).toEqual(surrogate('inputText'));
    // A whole pair is a character like any other.
    const pair = await json(await api.post(query(`query($u: UserDataInput!, $t: String!) { r: search_v1(userData: $u, inputText: $t) { errors ${errors} } }`, { u: IE, t: 'gift \ud835\udc9c' })));
    expect(pair.data.r.errors).toEqual([]);
    expect(await orders()).toBe(before);
  });

  it('refuses a body whose bytes are not UTF-8 (400, 4000) instead of reading U+FFFD into it', async () => {
    const text = query(
      `mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { r: addGiftcardPackage(userData: $u, package: $p) { order { uuid } errors ${errors} } }`,
      { u: IE, p: { variationId: '1', quantity: 1, personalMessage: { text: 'Happy birthday XX' } } },
    );
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('XX');
    bytes[at] = 0xff;
    bytes[at + 1] = 0xfe;
    const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bytes });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual([expect.objectContaining({ code: 4000, message: 'The request body is not valid UTF-8.' })]);
  });

  it('refuses a body that is not JSON, or empty, with 400 and 4000 (it runs nothing)', async () => {
    for (const body of ['{bad', '', '{"query": "{ __typename }"']) {
      const response = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: '70' }, body });
      expect(response.status, body).toBe(400);
      expect((await json(response)).errors, body).toEqual([expect.objectContaining({ code: 4000, message: 'The request body is not valid JSON.' })]);
    }
  });

  it('keeps tabs, line breaks and U+2028/2029', async () => {
    const body = await json(
      await api.post(query('query($u: UserDataInput!, $t: String!) { search_v1(userData: $u, inputText: $t) { errors { code } } }', { u: IE, t: 'gift\t\r\n\u2028\u2029card' })),
    );
    expect(body.data.search_v1.errors).toEqual([]);
  });

  it('refuses a bad string in one root field for every root field of the operation', async () => {
    const text = `query($u: UserDataInput!, $t: String!) { a: storeData(userData: $u) { errors ${errors} } b: search_v1(userData: $u, inputText: $t) { errors ${errors} } }`;
    const body = await json(await api.post(query(text, { u: IE, t: '\u0000' })));
    expect(body.data.a.errors).toEqual(refused('inputText'));
    expect(body.data.b.errors).toEqual(refused('inputText'));
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

  it('gives each menu category an icon address that the API serves as SVG', async () => {
    const body = await json(
      await api.post(query('query($u: UserDataInput!) { menuCategories(userData: $u) { categories { id icon { url alt } } errors { code } } }')),
    );
    const [category] = body.data.menuCategories.categories;
    expect(category.icon.url).toBe(`/images/categories/${category.id}.svg`);
    const response = await fetch(`${api.url}${category.icon.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${api.url}/images/categories/999999999.svg`)).status).toBe(404);
  });

  it('serves banners and highlighted blocks as picture addresses, never as inline data', async () => {
    const body = await json(
      await api.post(
        query(
          'query($u: UserDataInput!) { contentPages(userData: $u, kind: GIVING_MOMENT) { items { image { url } } errors { code } } popularSearchData(userData: $u) { data { highlightedBlocks { cardImage { url } backgroundImage { url } } } errors { code } } }',
        ),
      ),
    );
    const [moment] = body.data.contentPages.items;
    const [block] = body.data.popularSearchData.data.highlightedBlocks;
    const urls: string[] = [moment.image.url, block.cardImage.url, block.backgroundImage.url];
    expect(urls).toEqual([
      expect.stringMatching(/^\/images\/pages\/\d+\.svg$/),
      expect.stringMatching(/^\/images\/highlight-cards\/\d+\.svg$/),
      expect.stringMatching(/^\/images\/highlight-backgrounds\/\d+\.svg$/),
    ]);
    for (const url of urls) {
      const response = await fetch(`${api.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg/);
    }
    expect((await fetch(`${api.url}/images/pages/999999999.svg`)).status).toBe(404);
    expect((await fetch(`${api.url}/images/unknown/1.svg`)).status).toBe(404);
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
