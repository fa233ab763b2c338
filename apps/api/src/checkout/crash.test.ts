import { randomUUID } from 'node:crypto';
import { createPspServer, type PspServer } from '@shop/psp';
import { AddGiftcardPackageDocument, PlaceOrderDocument, PlacedOrderDocument, ProductDetailDocument } from '@shop/graphql/operations';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { durableDatabase, graphqlAt, startApiProcess, type DurableDatabase, type ServiceProcess } from '../__fixtures__/apiProcess.ts';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { freePort } from '@shop/env/free-port';
import { SANDBOX } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { startTestSmtp, type TestSmtp } from '../mail/testSmtp.ts';

let psp: PspServer;
let smtp: TestSmtp;
let database: DurableDatabase;
let api: ServiceProcess | null = null;
let apiPort: number;
let apiEnv: Record<string, string>;

beforeAll(async () => {
  apiPort = await freePort();
  psp = createPspServer({ ...SANDBOX, webhookUrl: `http://127.0.0.1:${apiPort}/webhooks/psp`, webhookRetryBaseMs: 300, webhookMaxAttempts: 30 });
  const { url: pspUrl } = await psp.listen(0);
  smtp = await startTestSmtp();
  database = await durableDatabase();
  apiEnv = { ...database.env, PSP_URL: pspUrl, PSP_API_KEY: SANDBOX.apiKey, PSP_WEBHOOK_SECRET: SANDBOX.webhookSecret, SMTP_URL: smtp.url };
  api = await startApiProcess(apiPort, apiEnv);
}, 300_000);

afterAll(async () => {
  await api?.kill();
  await psp?.close();
  await smtp?.close();
  await database?.drop();
});

it('kill -9 between authorisation and completion: after a restart the order completes once and its e-mails go out once', async () => {
  const gql = graphqlAt(`http://127.0.0.1:${apiPort}`);
  const { product } = (await gql(ProductDetailDocument, { userData: IE, path: '/gift-cards/harbour-house-restaurant' })).product;
  const digital = product!.variationsToShow.find((variation) => variation.variationType === 'DIGITAL')!;
  const cart = (await gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: digital.id, amount: digital.fixedValues[0]!.value, quantity: 2 },
  })).addGiftcardPackage.order!;
  const placed = (await gql(PlaceOrderDocument, {
    userData: IE,
    orderUuid: cart.uuid,
    idempotencyKey: randomUUID(),
    checkout: digitalCheckout([cart.packagesGroups[0]!.packageId]),
  })).placeOrder;
  expect(placed.errors).toEqual([]);

  await api!.kill();
  const form = new URLSearchParams({ holderName: 'Aoife Byrne', number: '4111111111111111', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 1), cvc: '123' });
  const paid = await fetch(placed.action!.url!, { method: 'POST', body: form, redirect: 'manual' });
  expect(paid.headers.get('location')).toContain('resultCode=authorised');
  // The provider's webhook finds nobody listening and retries with backoff.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.messages).toHaveLength(0);

  api = await startApiProcess(apiPort, apiEnv);
  let status = 'PENDING';
  for (let tries = 0; tries < 200 && status !== 'COMPLETED'; tries += 1) {
    status = (await gql(PlacedOrderDocument, { userData: IE, uuid: cart.uuid })).placedOrder.order?.status ?? 'PENDING';
    if (status !== 'COMPLETED') await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe('COMPLETED');
  await smtp.waitForMessages(2, 30_000);
  // Give a duplicate (a second webhook, a second job run) time to show before counting.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const to = (address: string) => smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(address)).length;
  expect(to('aoife@example.ie')).toBe(1);
  expect(to('ciara@example.ie')).toBe(1);
}, 600_000);
