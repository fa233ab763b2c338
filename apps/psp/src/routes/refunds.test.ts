import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newKey, paymentBody, receivedTransfer, startPsp, startReceiver, type Receiver, type RunningPsp } from '../test/harness.ts';

let receiver: Receiver;
let psp: RunningPsp;
beforeAll(async () => {
  receiver = await startReceiver();
  psp = await startPsp({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await psp.close();
  await receiver.close();
});

async function authorisedPayment(value = 5000): Promise<string> {
  const response = await receivedTransfer(psp, { amount: { currency: 'EUR', value } });
  expect((await psp.api('GET', `/v1/payments/${response.body.id}`)).body.status).toBe('authorised');
  return response.body.id;
}

const refund = (id: string, value: number, key = newKey(), currency = 'EUR') =>
  psp.api('POST', `/v1/payments/${id}/refunds`, { body: { amount: { currency, value } }, idempotencyKey: key });

describe('refunds', () => {
  it('refunds partly, then fully, with a webhook each time', async () => {
    const id = await authorisedPayment(5000);
    const first = await refund(id, 2000);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.stringMatching(/^ref_/), paymentId: id, amount: { currency: 'EUR', value: 2000 }, status: 'succeeded' });
    expect((await psp.api('GET', `/v1/payments/${id}`)).body).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: { currency: 'EUR', value: 2000 },
    });

    expect((await refund(id, 3000)).status).toBe(201);
    expect((await psp.api('GET', `/v1/payments/${id}`)).body.status).toBe('refunded');

    const hooks = await eventually(() => {
      const mine = receiver.received.filter((hook) => hook.json.type === 'refund.succeeded' && hook.json.data.payment.id === id);
      return mine.length === 2 ? mine : undefined;
    });
    const statuses = hooks.map((hook) => hook.json.data.payment.status).sort();
    expect(statuses).toEqual(['partially_refunded', 'refunded']);
    expect(hooks.map((hook) => hook.json.data.refund.paymentId)).toEqual([id, id]);
  });

  it('refuses to refund more than was paid', async () => {
    const id = await authorisedPayment(5000);
    expect((await refund(id, 4000)).status).toBe(201);
    const over = await refund(id, 1001);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'refund_exceeds_payment', param: 'amount.value' });
    expect((await refund(id, 1000)).status).toBe(201);
    expect((await refund(id, 1)).status).toBe(409);
  });

  it('answers the same refund for the same key', async () => {
    const id = await authorisedPayment(5000);
    const key = newKey();
    const first = await refund(id, 1500, key);
    const again = await refund(id, 1500, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await psp.api('GET', `/v1/payments/${id}`)).body.refundedAmount.value).toBe(1500);
    const reused = await refund(id, 1600, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('refunds only authorised payments, in their currency, with valid amounts', async () => {
    const open = await psp.createPayment(paymentBody());
    const notYet = await refund(open.body.id, 100);
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('payment_not_refundable');

    const id = await authorisedPayment();
    expect((await refund(id, 100, newKey(), 'USD')).body.error).toMatchObject({ code: 'invalid_request', param: 'amount.currency' });
    expect((await refund(id, 0)).body.error).toMatchObject({ code: 'invalid_request', param: 'amount.value' });
    const noKey = await psp.api('POST', `/v1/payments/${id}/refunds`, { body: { amount: { currency: 'EUR', value: 1 } } });
    expect(noKey.body.error.param).toBe('Idempotency-Key');
    expect((await refund('pay_unknown', 100)).status).toBe(404);
  });
});
