/**
 * `npm run bench:checkout`: full guest purchases at BENCH_BUYERS (10) concurrent buyers, each buying BENCH_PURCHASES
 * (10) times in a row: a basket with one digital card → placeOrder → the card paid on the payment service's hosted
 * page → the provider's signed webhook → the order COMPLETED. The time measured runs from placeOrder until the buyer
 * sees the order completed (a status read every 50 ms: finer than the return page's 1.5 s, to time the webhook's
 * path). The API (production mode, with its job worker issuing cards and sending e-mails) and the payment service run
 * in processes of their own, as `npm start` runs them, on a throwaway database on the Postgres server (DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test). Targets: p95 under 800 ms, no errors, no duplicate orders or charges.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { AddGiftcardPackageDocument, PlaceOrderDocument, PlacedOrderDocument, ProductDetailDocument } from '@shop/graphql/operations';
import pg from 'pg';
import { durableDatabase, graphqlAt, startApiProcess, startPspProcess } from '../src/__fixtures__/apiProcess.ts';
import { freePort } from '@shop/env/free-port';
import { IE } from '../src/__fixtures__/testApi.ts';
import { startTestSmtp } from '../src/mail/testSmtp.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 10);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 10);
const P95_TARGET_MS = 800;
const POLL_INTERVAL_MS = 50;
const RETURN_URL = 'https://www.giftcardshop.ie/checkout/process-payment/';

const database = await durableDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const smtp = await startTestSmtp();
const [apiPort, pspPort] = [await freePort(), await freePort()];
// Production refuses the sandbox's published credentials: this run's own, shared by the API and the payment service.
const credentials = { apiKey: randomBytes(24).toString('base64url'), webhookSecret: randomBytes(24).toString('base64url') };
const psp = await startPspProcess(pspPort, {
  PSP_API_KEY: credentials.apiKey,
  PSP_WEBHOOK_SECRET: credentials.webhookSecret,
  PSP_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/webhooks/psp`,
});
console.log('starting the API (a fresh database: migrate and seed every store first)…');
const api = await startApiProcess(apiPort, {
  ...database.env,
  NODE_ENV: 'production',
  PSP_URL: `http://127.0.0.1:${pspPort}`,
  PSP_API_KEY: credentials.apiKey,
  PSP_WEBHOOK_SECRET: credentials.webhookSecret,
  SMTP_URL: smtp.url,
  // Every buyer comes from 127.0.0.1: lift the per-address basket limit, still counted in the database as in production.
  RATE_LIMIT_STORE: 'database',
  BASKET_CREATION_LIMIT: '1000000',
});
const gql = graphqlAt(`http://127.0.0.1:${apiPort}`);

const { product } = (await gql(ProductDetailDocument, { userData: IE, path: '/gift-cards/harbour-house-restaurant' })).product;
const card = product?.variationsToShow.find((variation) => variation.variationType === 'DIGITAL');
if (!card?.fixedValues[0]) throw new Error('no card to buy');
const variation = { id: card.id, amount: card.fixedValues[0].value };

const latencies: number[] = [];
/** Where the time goes: placing, the card page, then waiting for the webhook's completion. */
const phases = { place: [] as number[], pay: [] as number[], complete: [] as number[] };
const errors: string[] = [];
const orderIds: string[] = [];

async function purchase(buyer: number): Promise<void> {
  const cart = (await gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
  })).addGiftcardPackage.order!;
  const email = `buyer${buyer}@example.ie`;
  const started = performance.now();
  const placed = (await gql(PlaceOrderDocument, {
    userData: IE,
    orderUuid: cart.uuid,
    idempotencyKey: randomUUID(),
    checkout: {
      customer: { customerType: 'PRIVATE', firstName: 'Bench', lastName: `Buyer ${buyer}`, email, confirmEmail: email, phoneNumber: '0871234567', termsAccepted: true },
      digitalReceivers: [{ packageId: cart.packagesGroups[0]!.packageId, name: 'Receiver', email: `receiver${buyer}@example.ie` }],
      deliveryMode: 'DEFAULT',
      physicalDeliveries: [],
      payment: { method: 'CARD' },
      returnUrl: RETURN_URL,
    },
  })).placeOrder;
  if (placed.errors.length > 0 || !placed.action?.url) throw new Error(`placeOrder: ${JSON.stringify(placed.errors)}`);
  const placedAt = performance.now();
  const form = new URLSearchParams({ holderName: 'Bench Buyer', number: '4111111111111111', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 1), cvc: '123' });
  const paid = await fetch(placed.action.url, { method: 'POST', body: form, redirect: 'manual' });
  if (!paid.headers.get('location')?.includes('resultCode=authorised')) throw new Error(`card page answered ${paid.status}`);
  const paidAt = performance.now();
  for (;;) {
    const order = (await gql(PlacedOrderDocument, { userData: IE, uuid: cart.uuid })).placedOrder.order;
    if (order?.status === 'COMPLETED') break;
    if (performance.now() - started > 30_000) throw new Error('order not completed within 30 s');
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  const completedAt = performance.now();
  latencies.push(completedAt - started);
  phases.place.push(placedAt - started);
  phases.pay.push(paidAt - placedAt);
  phases.complete.push(completedAt - paidAt);
  orderIds.push(cart.uuid);
}

async function buyer(index: number): Promise<void> {
  for (let round = 0; round < PURCHASES; round += 1) {
    await purchase(index).catch((error: unknown) => errors.push((error as Error).message));
  }
}

const wallStart = performance.now();
await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)));
const wallSeconds = (performance.now() - wallStart) / 1000;

const client = new pg.Client({ connectionString: database.url! });
await client.connect();
const count = async (sql: string) => Number((await client.query<{ n: number }>(sql, [orderIds])).rows[0]?.n ?? 0);
const duplicates = await count(
  `SELECT count(*)::int AS n FROM (SELECT order_id FROM payments WHERE order_id = ANY($1::uuid[]) GROUP BY order_id HAVING count(*) > 1) d`,
);
const completed = await count(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'COMPLETED'`);
await client.end();
await api.stop();
await psp.stop();
await smtp.close();
await database.drop();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sorted = [...latencies].sort((a, b) => a - b);
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50).toFixed(0);
const p95 = percentile(sorted, 95);
console.log(`\nCheckout benchmark (Postgres server, ${BUYERS} concurrent buyers × ${PURCHASES} purchases)`);
console.log('| purchases | errors | duplicate charges | completed | p50 ms | p95 ms | max ms | purchases/s |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| ${latencies.length} | ${errors.length} | ${duplicates} | ${completed} | ${percentile(sorted, 50).toFixed(0)} | ${p95.toFixed(0)} | ${(sorted.at(-1) ?? NaN).toFixed(0)} | ${(latencies.length / wallSeconds).toFixed(1)} |`,
);
console.log(`median per phase: placeOrder ${median(phases.place)} ms, card page ${median(phases.pay)} ms, webhook to completed ${median(phases.complete)} ms`);
if (errors.length > 0) console.log(`errors: ${[...new Set(errors)].slice(0, 5).join('; ')}`);
const met = errors.length === 0 && duplicates === 0 && p95 < P95_TARGET_MS && completed === BUYERS * PURCHASES;
console.log(met ? `target met: p95 < ${P95_TARGET_MS} ms, no errors, no duplicates` : `target missed (p95 < ${P95_TARGET_MS} ms, no errors, no duplicates)`);
process.exit(met ? 0 : 1);
