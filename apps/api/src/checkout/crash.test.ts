import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPspServer, type PspServer } from '@shop/psp';
import { AddGiftcardPackageDocument, PlaceOrderDocument, PlacedOrderDocument } from '@shop/graphql/operations';
import { print } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX, freePort } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { startTestSmtp, type TestSmtp } from '../mail/testSmtp.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.resolve(apiDir, '..', '..', 'node_modules', '.bin', 'tsx');

let psp: PspServer;
let smtp: TestSmtp;
let apiPort: number;
let pspUrl: string;
let database: { env: Record<string, string>; drop(): Promise<void> };
let api: ChildProcess | null = null;

/** A database that outlives one API process: a PGlite directory, or a new database on the server. */
async function durableDatabase(): Promise<typeof database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
    return { env: { PGLITE_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `shop_crash_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function startApiProcess(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    PORT: String(apiPort),
    PSP_URL: pspUrl,
    PSP_API_KEY: SANDBOX.apiKey,
    PSP_WEBHOOK_SECRET: SANDBOX.webhookSecret,
    SMTP_URL: smtp.url,
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  // Its own process group: tsx runs the server in a child process, and kill -9 must reach that one too.
  api = spawn(tsx, ['src/main.ts'], { cwd: apiDir, env, stdio: 'ignore', detached: true });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${apiPort}/healthz`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

async function gql<Result, Variables>(document: import('@shop/graphql/operations').TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return ((await response.json()) as { data: Result }).data;
}

beforeAll(async () => {
  apiPort = await freePort();
  psp = createPspServer({ ...SANDBOX, webhookUrl: `http://127.0.0.1:${apiPort}/webhooks/psp`, webhookRetryBaseMs: 300, webhookMaxAttempts: 30 });
  pspUrl = (await psp.listen(0)).url;
  smtp = await startTestSmtp();
  database = await durableDatabase();
  await startApiProcess();
}, 300_000);

function killApi(): void {
  if (api?.pid) process.kill(-api.pid, 'SIGKILL');
}

afterAll(async () => {
  if (api?.exitCode === null) killApi();
  await psp?.close();
  await smtp?.close();
  await database?.drop();
});

it('kill -9 between authorisation and completion: after a restart the order completes once and its e-mails go out once', async () => {
  // A card of the reference store that any basket can hold: the first fixed-value digital card of the listing.
  const listing = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($u: UserDataInput!) { product(userData: $u, path: "/gift-cards/harbour-house-restaurant") { product { variationsToShow { id variationType fixedValues { value } } } } }',
      variables: { u: IE },
    }),
  }).then((r) => r.json() as Promise<{ data: { product: { product: { variationsToShow: { id: string; variationType: string; fixedValues: { value: number }[] }[] } } } }>);
  const digital = listing.data.product.product.variationsToShow.find((v) => v.variationType === 'DIGITAL')!;
  const cart = (await gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: digital.id, amount: digital.fixedValues[0]!.value, quantity: 2 },
  })).addGiftcardPackage.order!;
  const placed = (await gql(PlaceOrderDocument, {
    userData: IE,
    orderUuid: cart.uuid,
    idempotencyKey: randomUUID(),
    checkout: {
      customer: { customerType: 'PRIVATE', firstName: 'Aoife', lastName: 'Byrne', email: 'buyer@example.ie', confirmEmail: 'buyer@example.ie', phoneNumber: '0871234567', termsAccepted: true },
      digitalReceivers: [{ packageId: cart.packagesGroups[0]!.packageId, name: 'Ciara', email: 'receiver@example.ie' }],
      deliveryMode: 'DEFAULT',
      physicalDeliveries: [],
      payment: { method: 'CARD' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/',
    },
  })).placeOrder;
  expect(placed.errors).toEqual([]);

  const exited = new Promise((resolve) => api?.once('exit', resolve));
  killApi();
  await exited;
  const form = new URLSearchParams({ holderName: 'Aoife Byrne', number: '4111111111111111', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 1), cvc: '123' });
  const paid = await fetch(placed.action!.url!, { method: 'POST', body: form, redirect: 'manual' });
  expect(paid.headers.get('location')).toContain('resultCode=authorised');
  // The provider's webhook finds nobody listening and retries with backoff.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  await startApiProcess();
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
  expect(to('buyer@example.ie')).toBe(1);
  expect(to('receiver@example.ie')).toBe(1);
}, 600_000);
