import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, paymentBody, startPsp, startReceiver, type Receiver, type RunningPsp } from '../test/harness.ts';

let receiver: Receiver;
let psp: RunningPsp;
beforeAll(async () => {
  receiver = await startReceiver();
  psp = await startPsp({ webhookUrl: receiver.url, webhookRetryBaseMs: 20 });
});
afterAll(async () => {
  await psp.close();
  await receiver.close();
});

const hooksFor = (id: string): string[] =>
  receiver.received.filter((hook) => hook.json.data.payment.id === id).map((hook) => hook.json.type as string);

async function newTransfer(target: RunningPsp = psp): Promise<any> {
  const response = await target.createPayment(paymentBody({ method: 'bank_transfer' }));
  expect(response.status).toBe(201);
  return response.body;
}

describe('bank transfer', () => {
  it('shows the instructions and the sandbox controls', async () => {
    const payment = await newTransfer();
    const page = await (await fetch(payment.action.url)).text();
    expect(page).toContain('Giftcard Shop Payments B.V.');
    expect(page).toContain(payment.action.reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(page).toContain('Waiting for the transfer');
    expect(page).toContain(`action="/transfers/${payment.id}/receive"`);
    expect(page).toContain('Mark as received');
    expect(page).toContain('Let it expire');
    expect(await (await fetch(psp.url)).text()).toContain(`/transfers/${payment.id}`);
    await eventually(() => hooksFor(payment.id).includes('payment.pending'));
  });

  it('authorises when the money is marked as received, once', async () => {
    const payment = await newTransfer();
    const response = await psp.post(`/transfers/${payment.id}/receive`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/transfers/${payment.id}`);
    expect((await psp.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({ status: 'authorised', action: null });
    await psp.post(`/transfers/${payment.id}/receive`, {});
    await psp.post(`/transfers/${payment.id}/expire`, {});
    expect((await psp.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('authorised');
    await eventually(() => hooksFor(payment.id).includes('payment.authorised'));
    expect(hooksFor(payment.id).sort()).toEqual(['payment.authorised', 'payment.pending']);
    const page = await (await psp.get(`/transfers/${payment.id}`)).text();
    expect(page).toContain('Received: the payment is authorised');
    expect(page).not.toContain('Mark as received');
  });

  it('expires on request', async () => {
    const payment = await newTransfer();
    expect((await psp.post(`/transfers/${payment.id}/expire`, {})).status).toBe(303);
    expect((await psp.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({ status: 'expired', action: null });
    await eventually(() => hooksFor(payment.id).includes('payment.expired'));
  });

  it('answers 404 for payments that are not transfers', async () => {
    const card = await psp.createPayment(paymentBody());
    expect((await psp.get(`/transfers/${card.body.id}`)).status).toBe(404);
    expect((await psp.post(`/transfers/${card.body.id}/receive`, {})).status).toBe(404);
  });
});

describe('transfer expiry', () => {
  let other: RunningPsp | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('expires by itself when the time is up, with a webhook', async () => {
    other = await startPsp({ webhookUrl: receiver.url, transferExpiryMinutes: 0.005 });
    const payment = await newTransfer(other);
    // The expiry fires after 0.3 s; the wait allows for a machine busy with other suites (CI runs two at a time).
    await eventually(() => hooksFor(payment.id).includes('payment.expired'), 15_000);
    expect((await other.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('expired');
  });

  it('expires when its timer fires a moment before the clock reaches the expiry', async () => {
    let clock = Date.now();
    other = await startPsp({ webhookUrl: receiver.url, now: () => new Date(clock), transferExpiryMinutes: 0.001 });
    const payment = await newTransfer(other);
    // The timer is set for 60 ms; when it fires, the clock still reads 1 ms before the expiry.
    clock += 59;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hooksFor(payment.id)).not.toContain('payment.expired');
    clock += 1;
    await eventually(() => hooksFor(payment.id).includes('payment.expired'), 5_000);
    expect((await other.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('expired');
  });

  it('is also checked when the payment is read', async () => {
    let clock = Date.now();
    other = await startPsp({ now: () => new Date(clock) });
    const payment = await newTransfer(other);
    expect((await other.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('pending');
    clock += 4320 * 60_000 + 1;
    expect((await other.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('expired');
    const events = await other.api('GET', `/v1/test/events?paymentId=${payment.id}`);
    expect(events.body.map((event: { type: string }) => event.type)).toEqual(['payment.pending', 'payment.expired']);
    expect(events.body[0].delivery).toBeNull();
  });
});
