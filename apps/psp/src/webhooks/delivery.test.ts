import { afterEach, describe, expect, it } from 'vitest';
import {
  eventually,
  paymentBody,
  startPsp,
  startReceiver,
  validCardFields,
  WEBHOOK_SECRET,
  type Receiver,
  type RunningPsp,
} from '../test/harness.ts';
import { retryDelayMs } from './delivery.ts';
import { verifyWebhookSignature } from './signature.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function setup(answer?: (index: number) => number, options: Parameters<typeof startPsp>[0] = {}): Promise<{ psp: RunningPsp; receiver: Receiver }> {
  const receiver = await startReceiver(answer);
  cleanup.push(() => receiver.close());
  const psp = await startPsp({ webhookUrl: receiver.url, webhookRetryBaseMs: 50, ...options });
  cleanup.push(() => psp.close());
  return { psp, receiver };
}

describe('webhook delivery', () => {
  it('posts signed JSON events on every status change', async () => {
    const { psp, receiver } = await setup();
    const created = await psp.createPayment(paymentBody());
    expect(receiver.received).toHaveLength(0);
    await psp.post(`/pay/${created.body.id}`, validCardFields('4111111111111111'));
    const [hook] = await receiver.waitFor(1);
    if (!hook) throw new Error('no webhook');

    expect(hook.headers['content-type']).toBe('application/json');
    const header = hook.headers['psp-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret: WEBHOOK_SECRET, rawBody: hook.rawBody, header })).toMatchObject({ valid: true });
    expect(verifyWebhookSignature({ secret: 'someone else', rawBody: hook.rawBody, header }).valid).toBe(false);

    expect(hook.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'payment.authorised',
      createdAt: expect.any(String),
      data: { payment: expect.objectContaining({ id: created.body.id, status: 'authorised', card: { brand: 'visa', last4: '1111' } }) },
    });

    const events = await eventually(async () => {
      const listed = await psp.api('GET', `/v1/test/events?paymentId=${created.body.id}`);
      return listed.body[0]?.delivery?.status === 'delivered' ? listed.body : undefined;
    });
    expect(events[0]).toMatchObject({ id: hook.json.id, type: 'payment.authorised', delivery: { attempts: 1, lastStatusCode: 200 } });
  });

  it('a captured webhook replayed later fails verification', async () => {
    const { psp, receiver } = await setup();
    await psp.createPayment(paymentBody({ method: 'invoice' }));
    const [hook] = await receiver.waitFor(1);
    if (!hook) throw new Error('no webhook');
    const header = hook.headers['psp-signature'] as string;
    const tenMinutesLater = new Date(Date.now() + 600_000);
    expect(verifyWebhookSignature({ secret: WEBHOOK_SECRET, rawBody: hook.rawBody, header, now: tenMinutesLater })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('retries with exponential backoff until the endpoint answers 2xx, keeping the event id', async () => {
    const { psp, receiver } = await setup((index) => (index < 2 ? 500 : 204));
    const created = await psp.createPayment(paymentBody({ method: 'invoice' }));
    const hooks = await receiver.waitFor(3);
    const [first, second, third] = hooks;
    if (!first || !second || !third) throw new Error('missing webhooks');
    expect(new Set(hooks.map((hook) => hook.json.id)).size).toBe(1);
    expect(hooks.map((hook) => hook.rawBody)).toEqual([first.rawBody, first.rawBody, first.rawBody]);
    for (const hook of hooks) {
      expect(verifyWebhookSignature({ secret: WEBHOOK_SECRET, rawBody: hook.rawBody, header: hook.headers['psp-signature'] as string }).valid).toBe(true);
    }
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(45);
    expect(third.receivedAt - second.receivedAt).toBeGreaterThanOrEqual(95);

    const [event] = await eventually(async () => {
      const listed = await psp.api('GET', `/v1/test/events?paymentId=${created.body.id}`);
      return listed.body[0]?.delivery?.status === 'delivered' ? listed.body : undefined;
    });
    expect(event.delivery).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(3);
  });

  it('retries network errors and gives up after the last attempt', async () => {
    const gone = await startReceiver();
    const url = gone.url;
    await gone.close();
    const psp = await startPsp({ webhookUrl: url, webhookRetryBaseMs: 10, webhookMaxAttempts: 3 });
    cleanup.push(() => psp.close());
    const created = await psp.createPayment(paymentBody({ method: 'invoice' }));
    const [event] = await eventually(async () => {
      const listed = await psp.api('GET', `/v1/test/events?paymentId=${created.body.id}`);
      return listed.body[0]?.delivery?.status === 'failed' ? listed.body : undefined;
    });
    expect(event.delivery).toMatchObject({ attempts: 3, lastStatusCode: null, lastError: expect.any(String), nextAttemptAt: null });
  });

  it('re-sends an event on request, same id, fresh signature', async () => {
    const { psp, receiver } = await setup();
    const created = await psp.createPayment(paymentBody({ method: 'invoice' }));
    const [original] = await receiver.waitFor(1);
    if (!original) throw new Error('no webhook');
    const resent = await psp.api('POST', `/v1/test/webhooks/${original.json.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: original.json.id, delivery: { status: 'delivered', attempts: 1 } });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.rawBody).toBe(original.rawBody);
    expect(receiver.received[1]?.json.data.payment.id).toBe(created.body.id);
    expect((await psp.api('POST', '/v1/test/webhooks/evt_unknown/resend')).status).toBe(404);
    expect((await psp.api('POST', `/v1/test/webhooks/${original.json.id}/resend`, { apiKey: null })).status).toBe(401);
  });

  it('records events without sending them when no endpoint is configured', async () => {
    const psp = await startPsp();
    cleanup.push(() => psp.close());
    const created = await psp.createPayment(paymentBody({ method: 'invoice' }));
    const listed = await psp.api('GET', `/v1/test/events?paymentId=${created.body.id}`);
    expect(listed.body).toMatchObject([{ type: 'payment.pending', delivery: null }]);
    expect((await psp.api('POST', `/v1/test/webhooks/${listed.body[0].id}/resend`)).status).toBe(409);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base with at most 10 % jitter', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 2000, 0))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(1, 2000, 1)).toBe(2200);
    expect(retryDelayMs(9, 2000, 0)).toBe(512_000);
  });
});
