import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPspServer } from '../server.ts';
import { eventually, newKey, paymentBody, startPsp, startReceiver, validCardFields, type RunningPsp } from '../test/harness.ts';
import { runPspUntilExit, type RunAs } from '../test/process.ts';

const directories: string[] = [];
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function dataFile(): string {
  const directory = mkdtempSync(join(tmpdir(), 'psp-data-'));
  directories.push(directory);
  return join(directory, 'nested', 'psp.json');
}

async function start(options: Parameters<typeof startPsp>[0]): Promise<RunningPsp> {
  const psp = await startPsp(options);
  cleanup.push(() => psp.close());
  return psp;
}

describe('persistence to PSP_DATA_FILE', () => {
  it('keeps payments, idempotency keys and refunds across a restart', async () => {
    const file = dataFile();
    const first = await start({ dataFile: file });
    const key = newKey();
    const body = paymentBody({ method: 'bank_transfer' });
    const created = await first.createPayment(body, key);
    await first.post(`/transfers/${created.body.id}/receive`, {});
    await first.api('POST', `/v1/payments/${created.body.id}/refunds`, { body: { amount: { currency: 'EUR', value: 500 } }, idempotencyKey: 'r1' });
    await first.close();

    const second = await start({ dataFile: file });
    const read = await second.api('GET', `/v1/payments/${created.body.id}`);
    expect(read.body).toMatchObject({ id: created.body.id, status: 'partially_refunded', refundedAmount: { value: 500 } });
    const replay = await second.createPayment(body, key);
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(created.body.id);
    expect(readdirSync(join(file, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never writes card numbers, only brand and last four', async () => {
    const file = dataFile();
    const psp = await start({ dataFile: file });
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 3220']) {
      const created = await psp.createPayment(paymentBody());
      await psp.post(`/pay/${created.body.id}`, validCardFields(number));
    }
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('4111 1111 1111 1111');
    expect(text).not.toContain('4000000000003220');
    expect(text).not.toContain('"123"');
    expect(text).toContain('"last4":"1111"');
    expect(text).toContain('"challenge":{"brand":"visa","last4":"3220"}');
  });

  it('resumes pending webhook deliveries after a restart', async () => {
    const file = dataFile();
    const failing = await startReceiver(() => 503);
    cleanup.push(() => failing.close());
    const first = await start({ dataFile: file, webhookUrl: failing.url, webhookRetryBaseMs: 100 });
    const created = await first.createPayment(paymentBody({ method: 'invoice' }));
    const [attempt] = await failing.waitFor(1);
    await first.close();
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.events[0].delivery).toMatchObject({ status: 'pending', attempts: expect.any(Number) });

    const healthy = await startReceiver();
    cleanup.push(() => healthy.close());
    const second = await start({ dataFile: file, webhookUrl: healthy.url, webhookRetryBaseMs: 100 });
    const [resumed] = await healthy.waitFor(1);
    expect(resumed?.json.id).toBe(attempt?.json.id);
    expect(resumed?.json.data.payment.id).toBe(created.body.id);
    await eventually(() => JSON.parse(readFileSync(file, 'utf8')).events[0].delivery.status === 'delivered');
    expect((await second.api('GET', `/v1/test/events?paymentId=${created.body.id}`)).body[0].delivery.status).toBe('delivered');
  });

  it('expires a transfer whose time ran out while the service was down', async () => {
    const file = dataFile();
    let clock = Date.now();
    const first = await start({ dataFile: file, now: () => new Date(clock) });
    const created = await first.createPayment(paymentBody({ method: 'bank_transfer' }));
    await first.close();
    clock += 4321 * 60_000;
    const second = await start({ dataFile: file, now: () => new Date(clock) });
    expect((await second.api('GET', `/v1/payments/${created.body.id}`)).body.status).toBe('expired');
  });

  it('refuses to start on a damaged file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'psp-data-'));
    directories.push(directory);
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{"version":1,');
    expect(() => createPspServer({ dataFile: broken })).toThrow(/not valid JSON/);
    writeFileSync(broken, '{"version":2}');
    expect(() => createPspServer({ dataFile: broken })).toThrow(/not a version 1/);
  });
});

/** Root writes through any permission: a read-only directory is read-only to another user only. */
const UNPRIVILEGED: RunAs | undefined = process.getuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : undefined;

describe('a data file that cannot be written', () => {
  it('is written once at start, so a file that cannot be stops the start rather than the first payment', () => {
    const file = dataFile();
    createPspServer({ dataFile: file });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, payments: [], refunds: [], events: [], idempotency: [] });
  });

  it('in a read-only directory stops the service at start: one line naming the file and the problem, exit 1', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'psp-read-only-'));
    directories.push(directory);
    const file = join(directory, 'state.json');
    writeFileSync(file, JSON.stringify({ version: 1, payments: [], refunds: [], events: [], idempotency: [] }));
    chmodSync(file, 0o444);
    chmodSync(directory, 0o555);
    cleanup.push(async () => chmodSync(directory, 0o755));
    const result = await runPspUntilExit({ PSP_PORT: '0', PSP_DATA_FILE: file }, 20_000, UNPRIVILEGED);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^psp: the data file ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\(PSP_DATA_FILE\\) cannot be written: EACCES: permission denied`));
  }, 30_000);

  it('later answers 503 storage_unavailable (never a 500), and logs one line without a stack', async () => {
    const file = dataFile();
    const lines: string[] = [];
    const psp = await start({ dataFile: file, log: (line) => lines.push(line) });
    const directory = dirname(file);
    rmSync(directory, { recursive: true });
    writeFileSync(directory, 'a file where the directory was');

    const created = await psp.createPayment(paymentBody());
    expect(created.status).toBe(503);
    expect(created.body).toEqual({
      error: { code: 'storage_unavailable', message: 'The payment service cannot save its state right now (its data file cannot be written); try again later.' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^POST /v1/payments answered 503: the data file ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} cannot be written: `));
    expect(lines[0]).not.toContain('\n');
  });

  it('keeps the service running when a webhook attempt cannot save its outcome', async () => {
    const file = dataFile();
    const directory = dirname(file);
    const lines: string[] = [];
    // The file becomes unwritable while the attempt is out, so the attempt's own save is the one that fails.
    const receiver = await startReceiver(() => {
      rmSync(directory, { recursive: true });
      writeFileSync(directory, 'a file where the directory was');
      return 200;
    });
    cleanup.push(() => receiver.close());
    const psp = await start({ dataFile: file, webhookUrl: receiver.url, log: (line) => lines.push(line) });
    await psp.createPayment(paymentBody({ method: 'invoice' }));
    await receiver.waitFor(1);
    await eventually(() => lines.length > 0);
    expect(lines).toEqual([expect.stringMatching(/cannot be written: .*; the change is kept in memory until the file can be written$/)]);
    expect((await psp.get('/healthz')).status).toBe(200);
    expect(existsSync(directory)).toBe(true);
  });
});
