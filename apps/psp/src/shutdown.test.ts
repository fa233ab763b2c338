import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepAliveLoad } from '@shop/http-drain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLOSE_GRACE_MS } from './server.ts';
import { paymentBody } from './test/harness.ts';
import { freePort } from '@shop/env/free-port';
import { startPspProcess, type PspProcess } from './test/process.ts';

const CLIENTS = 8;
const API_KEY = 'shutdown_test_key';

let dir: string;
let env: Record<string, string>;
let port: number;
let psp: PspProcess | null = null;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'psp-shutdown-'));
  env = { PSP_API_KEY: API_KEY, PSP_DATA_FILE: path.join(dir, 'psp.json') };
  port = await freePort();
  psp = await startPspProcess(port, env);
}, 60_000);

afterAll(async () => {
  await psp?.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('SIGTERM under load: every payment request is answered or refused before it is sent, exit 0 in time, every acknowledged payment is kept', async () => {
  let key = 0;
  const load = keepAliveLoad({
    url: `http://127.0.0.1:${port}/v1/payments`,
    clients: CLIENTS,
    request: () => ({
      body: JSON.stringify(paymentBody()),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}`, 'idempotency-key': `shutdown-${(key += 1)}` },
    }),
  });
  while (load.answered() < 10 * CLIENTS) await new Promise((resolve) => setTimeout(resolve, 5));
  const answeredBeforeSignal = load.answered();
  const signalAt = Date.now();
  const exitCode = await psp!.stop();
  const stoppedInMs = Date.now() - signalAt;
  psp = null;
  const outcomes = await load.finished;

  expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
  const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
  expect(answered.filter((outcome) => outcome.status !== 201)).toEqual([]);
  expect(answered.at(-1)?.connection).toBe('close');
  expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toHaveLength(CLIENTS);
  expect(exitCode).toBe(0);
  expect(stoppedInMs).toBeLessThan(CLOSE_GRACE_MS);
  expect(answered.length).toBeGreaterThan(answeredBeforeSignal);

  const acknowledged = answered.map((outcome) => (JSON.parse(outcome.body) as { id: string }).id);
  // Exactly the acknowledged payments were kept: nothing a client could not know about.
  const state = JSON.parse(readFileSync(env.PSP_DATA_FILE!, 'utf8')) as { payments: { id: string }[] };
  expect(state.payments.map((payment) => payment.id).sort()).toEqual([...acknowledged].sort());

  psp = await startPspProcess(port, env);
  for (const id of acknowledged) {
    const response = await fetch(`${psp.url}/v1/payments/${id}`, { headers: { authorization: `Bearer ${API_KEY}` } });
    expect(response.status).toBe(200);
  }
}, 120_000);
