/**
 * `npm run bench:checkout`: full guest purchases at 10 concurrent buyers, each buying BENCH_PURCHASES (default 10)
 * times in a row: a basket with one digital card → placeOrder → the card paid on the payment service's hosted page →
 * the provider's signed webhook → the order COMPLETED. The time measured runs from placeOrder until the buyer sees the
 * order completed. Runs against the Postgres server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * a throwaway database) with the payment service, the API, its job worker and an SMTP sink in this process.
 * Targets: p95 under 800 ms, no errors, no duplicate orders or charges.
 */
import { randomUUID } from 'node:crypto';
import { AddGiftcardPackageDocument, PlaceOrderDocument, PlacedOrderDocument } from '@shop/graphql/operations';
import { startCheckoutStack } from '../src/__fixtures__/checkoutStack.ts';
import { IE } from '../src/__fixtures__/testApi.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 10);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 10);
const P95_TARGET_MS = 800;

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const stack = await startCheckoutStack();
const { api } = stack;

const [variation] = await api.sql.query<{ id: string; amount: number }>(
  `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount FROM product_variations pv JOIN products p ON p.id = pv.product_id
   WHERE p.store_id = 70 AND pv.variation_type = 'digital' AND p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit
     AND cardinality(pv.fixed_values_minor) > 0 ORDER BY p.position LIMIT 1`,
);
if (!variation) throw new Error('no card to buy');

const latencies: number[] = [];
const errors: string[] = [];
const orderIds: string[] = [];

async function purchase(buyer: number): Promise<void> {
  const cart = (await api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: variation!.id, amount: variation!.amount, quantity: 1 },
  })).addGiftcardPackage.order!;
  const email = `buyer${buyer}@example.ie`;
  const started = performance.now();
  const placed = (await api.gql(PlaceOrderDocument, {
    userData: IE,
    orderUuid: cart.uuid,
    idempotencyKey: randomUUID(),
    checkout: {
      customer: { customerType: 'PRIVATE', firstName: 'Bench', lastName: `Buyer ${buyer}`, email, confirmEmail: email, phoneNumber: '0871234567', termsAccepted: true },
      digitalReceivers: [{ packageId: cart.packagesGroups[0]!.packageId, name: 'Receiver', email: `receiver${buyer}@example.ie` }],
      deliveryMode: 'DEFAULT',
      physicalDeliveries: [],
      payment: { method: 'CARD' },
      returnUrl: 'http://localhost:3000/checkout/process-payment/',
    },
  })).placeOrder;
  if (placed.errors.length > 0 || !placed.action?.url) throw new Error(`placeOrder: ${JSON.stringify(placed.errors)}`);
  const form = new URLSearchParams({ holderName: 'Bench Buyer', number: '4111111111111111', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 1), cvc: '123' });
  const paid = await fetch(placed.action.url, { method: 'POST', body: form, redirect: 'manual' });
  if (!paid.headers.get('location')?.includes('resultCode=authorised')) throw new Error(`card page answered ${paid.status}`);
  for (;;) {
    const order = (await api.gql(PlacedOrderDocument, { userData: IE, uuid: cart.uuid })).placedOrder.order;
    if (order?.status === 'COMPLETED') break;
    if (performance.now() - started > 30_000) throw new Error('order not completed within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  latencies.push(performance.now() - started);
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sorted = [...latencies].sort((a, b) => a - b);
const [duplicates] = await api.sql.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM (SELECT order_id FROM payments WHERE order_id = ANY($1::uuid[]) GROUP BY order_id HAVING count(*) > 1) d`,
  [orderIds],
);
const [placedCount] = await api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'COMPLETED'`, [orderIds]);
await stack.close();

const p95 = percentile(sorted, 95);
console.log(`\nCheckout benchmark (${api.database.kind}, ${BUYERS} concurrent buyers × ${PURCHASES} purchases)`);
console.log('| purchases | errors | duplicate charges | completed | p50 ms | p95 ms | max ms | purchases/s |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| ${latencies.length} | ${errors.length} | ${duplicates?.n ?? 0} | ${placedCount?.n ?? 0} | ${percentile(sorted, 50).toFixed(0)} | ${p95.toFixed(0)} | ${(sorted.at(-1) ?? NaN).toFixed(0)} | ${(latencies.length / wallSeconds).toFixed(1)} |`,
);
if (errors.length > 0) console.log(`errors: ${[...new Set(errors)].slice(0, 5).join('; ')}`);
const met = errors.length === 0 && (duplicates?.n ?? 0) === 0 && p95 < P95_TARGET_MS && placedCount?.n === BUYERS * PURCHASES;
console.log(met ? `target met: p95 < ${P95_TARGET_MS} ms, no errors, no duplicates` : `target missed (p95 < ${P95_TARGET_MS} ms, no errors, no duplicates)`);
process.exit(met ? 0 : 1);
