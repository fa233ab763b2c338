import { createDatabase } from '@shop/db';
import { keepAliveLoad } from '@shop/http-drain/testing';
import { AddGiftcardPackageDocument, CartDocument, ProductDetailDocument } from '@shop/graphql/operations';
import { print } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { durableDatabase, graphqlAt, startApiProcess, type DurableDatabase, type ServiceProcess } from '../__fixtures__/apiProcess.ts';
import { freePort } from '@shop/env/free-port';
import { sqlClientFor } from '../__fixtures__/sql.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { CLOSE_GRACE_MS } from './server.ts';

const CLIENTS = 8;

let database: DurableDatabase;
let apiEnv: Record<string, string>;
let port: number;
let api: ServiceProcess | null = null;

beforeAll(async () => {
  database = await durableDatabase();
  // Every request makes a new basket, from one address.
  apiEnv = { ...database.env, BASKET_CREATION_LIMIT: '1000000' };
  port = await freePort();
  api = await startApiProcess(port, apiEnv);
}, 300_000);

afterAll(async () => {
  await api?.kill();
  await database?.drop();
});

it(
  'SIGTERM under load: every request is answered or refused before it is sent, the process exits 0 in time, every acknowledged cart is kept',
  async () => {
    const gql = graphqlAt(`http://127.0.0.1:${port}`);
    const { product } = (await gql(ProductDetailDocument, { userData: IE, path: '/gift-cards/harbour-house-restaurant' })).product;
    const digital = product!.variationsToShow.find((variation) => variation.variationType === 'DIGITAL')!;
    const addToNewCart = JSON.stringify({
      query: print(AddGiftcardPackageDocument),
      variables: { userData: IE, orderUuid: null, package: { variationId: digital.id, amount: digital.fixedValues[0]!.value, quantity: 1 } },
    });

    const load = keepAliveLoad({ url: `http://127.0.0.1:${port}/graphql`, clients: CLIENTS, request: () => ({ body: addToNewCart, headers: { 'content-type': 'application/json' } }) });
    while (load.answered() < 4 * CLIENTS) await new Promise((resolve) => setTimeout(resolve, 10));
    const answeredBeforeSignal = load.answered();
    const signalAt = Date.now();
    await api!.stop();
    const stoppedInMs = Date.now() - signalAt;
    const exitCode = api!.process.exitCode;
    api = null;
    const outcomes = await load.finished;

    expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
    expect(answered.at(-1)?.connection).toBe('close');
    expect(answered.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toHaveLength(CLIENTS);
    expect(exitCode).toBe(0);
    expect(stoppedInMs).toBeLessThan(CLOSE_GRACE_MS);

    const acknowledged = answered.map((outcome) => {
      const body = JSON.parse(outcome.body) as { data?: { addGiftcardPackage: { order: { uuid: string } | null; errors: unknown[] } } };
      expect(body.data?.addGiftcardPackage.errors).toEqual([]);
      return body.data!.addGiftcardPackage.order!.uuid;
    });
    expect(acknowledged.length).toBeGreaterThan(answeredBeforeSignal);

    // Exactly the acknowledged carts were written: nothing a client could not know about.
    const direct = await createDatabase(database.url ? { url: database.url } : { dataDir: database.env.PGLITE_DATA_DIR });
    try {
      const rows = await sqlClientFor(direct).query<{ id: string }>('SELECT id FROM orders');
      expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await direct.close();
    }

    api = await startApiProcess(port, apiEnv);
    for (const uuid of acknowledged) {
      const cart = (await gql(CartDocument, { userData: IE, orderUuid: uuid })).cartV2;
      expect(cart.order?.shipments.flatMap((shipment) => shipment.packages)).toHaveLength(1);
    }
  },
  600_000,
);
