import { AddGiftcardPackageDocument, ProductDetailDocument, type GiftcardPackageInput } from '@shop/graphql/operations';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { durableDatabase, graphqlAt, startApiProcess, type DurableDatabase, type ServiceProcess } from '../__fixtures__/apiProcess.ts';
import { freePort } from '@shop/env/free-port';
import { IE } from '../__fixtures__/testApi.ts';

let database: DurableDatabase;
let api: ServiceProcess | null = null;
let port: number;
let apiEnv: Record<string, string>;

beforeAll(async () => {
  database = await durableDatabase();
  apiEnv = { ...database.env, BASKET_CREATION_LIMIT: '2', BASKET_CREATION_WINDOW_MINUTES: '60' };
  port = await freePort();
  api = await startApiProcess(port, apiEnv);
}, 300_000);

afterAll(async () => {
  await api?.kill();
  await database?.drop();
});

it('the API as started takes BASKET_CREATION_LIMIT, and a restart does not reset the count', async () => {
  const gql = graphqlAt(`http://127.0.0.1:${port}`);
  const { product } = (await gql(ProductDetailDocument, { userData: IE, path: '/gift-cards/harbour-house-restaurant' })).product;
  const digital = product!.variationsToShow.find((variation) => variation.variationType === 'DIGITAL')!;
  const card: GiftcardPackageInput = { variationId: digital.id, amount: digital.fixedValues[0]!.value, quantity: 1 };
  const newBasket = async () => (await gql(AddGiftcardPackageDocument, { userData: IE, orderUuid: null, package: card })).addGiftcardPackage;

  expect((await newBasket()).errors).toEqual([]);
  expect((await newBasket()).errors).toEqual([]);
  expect((await newBasket()).errors.map((error) => error.code)).toEqual([4011]);

  await api!.stop();
  api = await startApiProcess(port, apiEnv);
  expect((await newBasket()).errors.map((error) => error.code)).toEqual([4011]);
}, 300_000);
