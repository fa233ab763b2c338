/**
 * `npm run bench -w @shop/api`: starts the API on embedded PGlite, then on the Postgres server
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, skipped when unreachable), and
 * measures each scenario with autocannon over loopback. BENCH_ROUNDS repeats the scenario list
 * (interleaved, so GraphQL and plain JSON see the same machine load); the table then shows the
 * median req/s and percentiles over every round's latencies. `API CPU ms/req` is the API process's
 * own CPU time per request, which varies far less with other load on the machine than req/s.
 * Every scenario first runs BENCH_WARMUP seconds (default 2) unmeasured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connect } from 'node:net';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** Unmeasured load per scenario first, so every scenario is measured with warm code and caches. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const userData = { language: 'en', storeID: 70, countryCode: 'IE' };

interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

const graphql = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

const PRODUCTS = `query($u: UserDataInput!) { products(userData: $u, paging: {itemsPerPage: 16, pageNumber: 1}) {
  products { id title path description image { url alt } backgroundColor productType cardType label { title color icon } freeLabel externalLink fromPrice { currency value } }
  paging { itemsPerPage pageNumber totalItems totalPages } errors { code message } } }`;
const SEARCH = `query($u: UserDataInput!, $t: String!) { search_v1(userData: $u, inputText: $t) {
  body { count groups { groupType count items { id path title heroTitle productType } } } errors { code message } } }`;
const ADD = `mutation($u: UserDataInput!, $p: GiftcardPackageInput!) { addGiftcardPackage(userData: $u, package: $p) {
  order { uuid totals { grandTotal { value } } } errors { code message } } }`;
const CART = `query($u: UserDataInput!, $o: ID) { cartV2(userData: $u, orderUuid: $o) { order { uuid
  shipments { tag packages { id giftcard_v1 { qty variation { title price { value } } } total { value } } }
  totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } adjustments { title adjustmentType price { value } } }
  packagesGroups { packageId tag receiverTitle totalPrice { value } } } errors { code message } } }`;

async function postGraphql(url: string, body: string): Promise<any> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return response.json();
}

interface BenchServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** CPU time (user + system) the API process has used so far. */
  cpuMillis(): Promise<number>;
}

async function startServer(databaseUrl: string | null): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const messages = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  async function nextMessage<Message>(): Promise<Message> {
    for (let line = await messages.next(); !line.done; line = await messages.next()) {
      if (line.value.startsWith('{')) return JSON.parse(line.value) as Message;
    }
    throw new Error('benchmark server exited');
  }
  const { url } = await nextMessage<{ url: string }>();
  return {
    url,
    child,
    async cpuMillis() {
      child.stdin!.write('cpu\n');
      return (await nextMessage<{ cpuMicros: number }>()).cpuMicros / 1000;
    },
  };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Row {
  database: string;
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'API CPU ms/req': number;
  failures: number;
}

/** One autocannon run of one scenario. */
interface Sample {
  readonly requestsPerSecond: number;
  readonly latencies: readonly number[];
  readonly apiCpuMillis: number;
  readonly failures: number;
}

function load(server: BenchServer, scenario: Scenario, seconds: number) {
  return autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method,
    headers: { 'content-type': 'application/json', store: '70', language: 'en', country: 'IE' },
    body: scenario.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

async function measure(server: BenchServer, scenario: Scenario): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = await server.cpuMillis();
  const instance = load(server, scenario, DURATION_SECONDS);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    requestsPerSecond: result.requests.average,
    latencies,
    apiCpuMillis: (await server.cpuMillis()) - cpuBefore,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function summarise(database: string, scenario: string, samples: readonly Sample[]): Row {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  const apiCpuMillis = samples.reduce((sum, sample) => sum + sample.apiCpuMillis, 0);
  return {
    database,
    scenario,
    'req/s': Math.round(median(samples.map((sample) => sample.requestsPerSecond))),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p99 ms': round(percentile(latencies, 99)),
    'API CPU ms/req': Math.round((apiCpuMillis / Math.max(latencies.length, 1)) * 100) / 100,
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
  };
}

async function scenariosFor(url: string): Promise<Scenario[]> {
  const page = await (await fetch(`${url}/json/products?store=70&language=en&itemsPerPage=100&pageNumber=1`)).json();
  const variationId = await findFixedVariation(url, page.products.map((p: { path: string }) => p.path));
  const created = await postGraphql(url, graphql(ADD, { u: userData, p: { variationId: variationId.id, amount: variationId.amount, quantity: 1 } }));
  const orderUuid: string = created.data.addGiftcardPackage.order.uuid;
  return [
    { name: 'GraphQL products (16)', method: 'POST', path: '/graphql', body: graphql(PRODUCTS, { u: userData }) },
    { name: 'JSON products (16)', method: 'GET', path: '/json/products?store=70&language=en&itemsPerPage=16&pageNumber=1' },
    { name: "search 'gift'", method: 'POST', path: '/graphql', body: graphql(SEARCH, { u: userData, t: 'gift' }) },
    { name: "search 'resturant'", method: 'POST', path: '/graphql', body: graphql(SEARCH, { u: userData, t: 'resturant' }) },
    {
      name: 'add to cart',
      method: 'POST',
      path: '/graphql',
      body: graphql(ADD, { u: userData, p: { variationId: variationId.id, amount: variationId.amount, quantity: 1 } }),
    },
    { name: 'cart read', method: 'POST', path: '/graphql', body: graphql(CART, { u: userData, o: orderUuid }) },
  ];
}

async function findFixedVariation(url: string, paths: readonly string[]): Promise<{ id: string; amount: number }> {
  const query = `query($u: UserDataInput!, $p: String!) { product(userData: $u, path: $p) { product { variationsToShow { id inStock fixedValues { value } } } } }`;
  for (const path of paths) {
    const body = await postGraphql(url, graphql(query, { u: userData, p: path }));
    const variation = body.data.product.product?.variationsToShow.find(
      (v: { inStock: boolean; fixedValues: unknown[] }) => v.inStock && v.fixedValues.length > 0,
    );
    if (variation) return { id: variation.id, amount: variation.fixedValues[0].value };
  }
  throw new Error('no fixed-value gift card to benchmark the cart with');
}

function serverReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 2000 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const rows: Row[] = [];
const ratios: string[] = [];
const targets: { label: string; url: string | null }[] = [{ label: 'PGlite', url: null }];
if (await serverReachable(SERVER_URL)) targets.push({ label: 'Postgres', url: SERVER_URL });
else console.log(`Postgres at ${SERVER_URL} is not reachable: measuring PGlite only.`);

for (const target of targets) {
  console.log(`starting the API on ${target.label}…`);
  const server = await startServer(target.url);
  try {
    const scenarios = await scenariosFor(server.url);
    const samples = new Map<Scenario, Sample[]>(scenarios.map((scenario) => [scenario, []]));
    if (WARMUP_SECONDS > 0) for (const scenario of scenarios) await load(server, scenario, WARMUP_SECONDS);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const scenario of scenarios) {
        const sample = await measure(server, scenario);
        samples.get(scenario)!.push(sample);
        const perRequest = sample.apiCpuMillis / Math.max(sample.latencies.length, 1);
        console.log(`  [${round}/${ROUNDS}] ${scenario.name}: ${Math.round(sample.requestsPerSecond)} req/s, API CPU ${perRequest.toFixed(2)} ms/req`);
      }
    }
    for (const scenario of scenarios) rows.push(summarise(target.label, scenario.name, samples.get(scenario)!));
    const gql = samples.get(scenarios.find((scenario) => scenario.name.startsWith('GraphQL products'))!)!;
    const json = samples.get(scenarios.find((scenario) => scenario.name.startsWith('JSON products'))!)!;
    const perRound = gql.map((sample, index) => sample.requestsPerSecond / json[index]!.requestsPerSecond);
    const spread = ROUNDS > 1 ? ` (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})` : '';
    ratios.push(`${target.label}: GraphQL/JSON products throughput ratio ${median(perRound).toFixed(2)}${spread}`);
  } finally {
    await stopServer(server.child);
  }
}

const rounds = ROUNDS > 1 ? `, ${ROUNDS} rounds (median req/s, percentiles over all rounds)` : '';
console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario${rounds}, loopback`);
console.table(rows);
for (const ratio of ratios) console.log(ratio);
const failures = rows.reduce((sum, row) => sum + row.failures, 0);
if (failures > 0) {
  console.error(`${failures} requests failed`);
  process.exitCode = 1;
}
