import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPspServer, type PspServerOptions } from '../server.ts';

export const API_KEY = 'test_key';
export const WEBHOOK_SECRET = 'test_webhook_secret';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RunningPsp {
  readonly url: string;
  api<T = any>(method: string, path: string, options?: { body?: unknown; idempotencyKey?: string; apiKey?: string | null }): Promise<ApiResponse<T>>;
  createPayment<T = any>(body: Record<string, unknown>, idempotencyKey?: string): Promise<ApiResponse<T>>;
  /** Submits a hosted-page form like a browser would, without following the redirect. */
  post(path: string, fields: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

let keyCounter = 0;
export const newKey = (): string => `key-${process.pid}-${Date.now()}-${(keyCounter += 1)}`;

export function paymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: { currency: 'EUR', value: 2500 },
    reference: `order-${(keyCounter += 1)}`,
    method: 'card',
    returnUrl: 'https://shop.example/checkout/return?order=42',
    shopperEmail: 'shopper@example.com',
    shopperLocale: 'en-IE',
    description: 'Gift card order',
    ...overrides,
  };
}

/** A payment the provider holds the money of: a bank transfer, received. */
export async function receivedTransfer(psp: RunningPsp, overrides: Record<string, unknown> = {}, idempotencyKey = newKey()): Promise<ApiResponse> {
  const created = await psp.createPayment(paymentBody({ method: 'bank_transfer', ...overrides }), idempotencyKey);
  await psp.post(`/transfers/${created.body.id}/receive`, {});
  return created;
}

export async function startPsp(options: PspServerOptions = {}): Promise<RunningPsp> {
  const psp = createPspServer({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, ...options });
  const { url } = await psp.listen(0);
  const api: RunningPsp['api'] = async (method, path, { body, idempotencyKey, apiKey = API_KEY } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(apiKey === null ? {} : { authorization: `Bearer ${apiKey}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  return {
    url,
    api,
    createPayment: (body, idempotencyKey = newKey()) => api('POST', '/v1/payments', { body, idempotencyKey }),
    post: (path, fields) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      }),
    get: (path) => fetch(`${url}${path}`, { redirect: 'manual' }),
    close: async () => {
      await psp.close();
    },
  };
}

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  readonly json: any;
  readonly receivedAt: number;
}

export interface Receiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Resolves once `count` webhooks have arrived (whatever the answer given). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A tiny webhook endpoint; `answer` decides the status code for the n-th request (0-based). */
export async function startReceiver(answer: (index: number, hook: ReceivedWebhook) => number = () => 200, port = 0): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const hook = { headers: req.headers, rawBody, json: JSON.parse(rawBody), receivedAt: Date.now() };
      const status = answer(received.length, hook);
      received.push(hook);
      res.writeHead(status).end();
      for (const waiter of waiters.filter((candidate) => received.length >= candidate.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/psp`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} webhooks arrived`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until the check passes (for effects that happen on timers). */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const validCardFields = (number: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  holderName: 'Jane Shopper',
  number,
  expiryMonth: '12',
  expiryYear: String(new Date().getUTCFullYear() + 2),
  cvc: number.replace(/\s/g, '').startsWith('37') ? '1234' : '123',
  ...overrides,
});
