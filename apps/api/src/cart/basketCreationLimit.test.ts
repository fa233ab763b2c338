import { AddGiftcardPackageDocument, type GiftcardPackageInput } from '@shop/graphql/operations';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { insertAccount } from '@shop/db';
import { SESSION_HEADER, startSession } from '../accounts/session.ts';
import { createApiServer, type ApiServer } from '../http/server.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';

const LIMIT = 3;

let api: TestApi;
let card: GiftcardPackageInput;
const servers: ApiServer[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.sql.query<{ id: string; amount: number }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
      WHERE p.store_id = 70 AND pv.variation_type = 'digital' AND p.stock IS NULL AND p.per_order_limit IS NULL
        AND NOT p.has_apple_sum_limit AND cardinality(pv.fixed_values_minor) > 0
      ORDER BY p.position LIMIT 1`,
  );
  card = { variationId: row!.id, amount: row!.amount, quantity: 1 };
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await api?.close();
});

/** An API on the test database with a basket limit of LIMIT counted in that database, as the API runs after a restart. */
async function startApi(trustProxy: boolean): Promise<string> {
  const policies = { ...DEFAULT_RATE_LIMIT_POLICIES, basketCreation: { limit: LIMIT, windowSeconds: 3600 } };
  const server = createApiServer({
    database: api.database,
    brands: api.brands,
    trustedProxies: trustProxy ? ['loopback'] : [],
    rateLimits: createRateLimits({ kind: 'database', db: api.database.db }, policies),
  });
  servers.push(server);
  const { url } = await server.listen(0);
  return url;
}

interface CartAnswer {
  readonly order: { readonly uuid: string } | null;
  readonly errors: readonly {
    readonly code: number;
    readonly message: string;
    readonly referencedRequestParameter: string | null;
    readonly retryAfterSeconds: number | null;
  }[];
}

async function addCard(url: string, orderUuid: string | null, forwardedFor?: string, pkg: GiftcardPackageInput = card, sessionToken?: string): Promise<CartAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(sessionToken ? { [SESSION_HEADER]: sessionToken } : {}),
    },
    body: JSON.stringify({ query: print(AddGiftcardPackageDocument), variables: { userData: IE, orderUuid, package: pkg } }),
  });
  const body = (await response.json()) as { data: { addGiftcardPackage: CartAnswer } };
  return body.data.addGiftcardPackage;
}

const orderCount = async () => Number((await api.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n);

describe('new baskets per client address', () => {
  it(`allows ${LIMIT} new baskets, refuses the next with 4011 and writes nothing; the client's baskets stay usable`, async () => {
    const url = await startApi(true);
    const client = '203.0.113.10';
    const created: string[] = [];
    for (let n = 0; n < LIMIT; n += 1) {
      const answer = await addCard(url, null, client);
      expect(answer.errors).toEqual([]);
      created.push(answer.order!.uuid);
    }
    const before = await orderCount();
    const refused = await addCard(url, null, client);
    expect(refused.order).toBeNull();
    expect(refused.errors).toEqual([
      {
        code: 4011,
        message: 'Too many new baskets were started from your network. Please try again in 60 minutes.',
        referencedRequestParameter: null,
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    // What is left of the hour's window, in whole seconds: the same wait the message words as 60 minutes.
    expect(refused.errors[0]?.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(refused.errors[0]?.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(await orderCount()).toBe(before);

    // Adding to a basket it already has is not a new basket.
    expect((await addCard(url, created[0]!, client)).errors).toEqual([]);
    // Another client is counted apart.
    expect((await addCard(url, null, '203.0.113.11')).errors).toEqual([]);
    // The proxy's entry is the last one; what the client wrote before it does not make it someone else.
    expect((await addCard(url, null, `198.51.100.77, ${client}`)).errors[0]?.code).toBe(4011);
  });

  it('does not count an add that is refused anyway: it starts no basket', async () => {
    const url = await startApi(true);
    const client = '203.0.113.30';
    for (let n = 0; n < LIMIT + 2; n += 1) {
      const wrongAmount = await addCard(url, null, client, { ...card, amount: card.amount! + 1 });
      expect(wrongAmount.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'package.amount' });
      const unknownCard = await addCard(url, null, client, { ...card, variationId: '999999999' });
      expect(unknownCard.errors[0]).toMatchObject({ code: 4004, referencedRequestParameter: 'package.variationId' });
    }
    for (let n = 0; n < LIMIT; n += 1) expect((await addCard(url, null, client)).errors).toEqual([]);
    expect((await addCard(url, null, client)).errors[0]?.code).toBe(4011);
  });

  it("does not count a logged-in customer's adds: they go into the account's one basket", async () => {
    const url = await startApi(true);
    const client = '203.0.113.40';
    const accountId = await insertAccount(api.database.db, {
      storeId: IE.storeID,
      email: 'limit-shopper@example.ie',
      firstName: 'Aoife',
      lastName: 'Byrne',
      passwordHash: 'not used here',
      subscribed: false,
    });
    const { token } = await startSession(api.database.db, { storeId: IE.storeID, accountId: accountId! });
    const adds = [];
    for (let n = 0; n < LIMIT + 2; n += 1) adds.push(await addCard(url, null, client, card, token));
    expect(adds.flatMap((answer) => answer.errors)).toEqual([]);
    expect(new Set(adds.map((answer) => answer.order?.uuid)).size).toBe(1);
    // The address's guest allowance is untouched.
    for (let n = 0; n < LIMIT; n += 1) expect((await addCard(url, null, client)).errors).toEqual([]);
    expect((await addCard(url, null, client)).errors[0]?.code).toBe(4011);
  });

  it('still refuses the client after a restart: the counts live in the database', async () => {
    const client = '203.0.113.20';
    const first = await startApi(true);
    for (let n = 0; n < LIMIT; n += 1) expect((await addCard(first, null, client)).errors).toEqual([]);
    await servers.pop()!.close();

    const restarted = await startApi(true);
    expect((await addCard(restarted, null, client)).errors[0]?.code).toBe(4011);
  });

  it('without TRUST_PROXY counts the connection, whatever X-Forwarded-For claims', async () => {
    const url = await startApi(false);
    for (let n = 0; n < LIMIT; n += 1) expect((await addCard(url, null, `192.0.2.${n + 1}`)).errors).toEqual([]);
    expect((await addCard(url, null, '192.0.2.99')).errors[0]?.code).toBe(4011);
  });
});
