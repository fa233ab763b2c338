import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, paymentBody, receivedTransfer, startPsp, type RunningPsp } from '../test/harness.ts';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(() => psp.close());

describe('authentication', () => {
  it('answers 401 without the API key or with a wrong one', async () => {
    for (const apiKey of [null, 'wrong_key', '']) {
      const response = await psp.api('GET', '/v1/issuers', { apiKey });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const create = await psp.api('POST', '/v1/payments', { body: paymentBody(), idempotencyKey: newKey(), apiKey: 'nope' });
    expect(create.status).toBe(401);
  });

  it('leaves the health check and the pages open', async () => {
    expect(await (await fetch(`${psp.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${psp.url}/`)).status).toBe(200);
  });
});

describe('POST /v1/payments', () => {
  it('creates a card payment that needs a redirect', async () => {
    const response = await psp.createPayment(paymentBody({ reference: 'order-1' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.stringMatching(/^pay_[0-9a-f]{24}$/),
      reference: 'order-1',
      status: 'requires_action',
      amount: { currency: 'EUR', value: 2500 },
      method: 'card',
      createdAt: expect.any(String),
      action: { type: 'redirect', url: `${psp.url}/pay/${response.body.id}` },
    });
    expect(response.body.refusalCode).toBeUndefined();
  });

  it('creates wallet and bank redirect payments with a redirect', async () => {
    const wallet = await psp.createPayment(paymentBody({ method: 'wallet' }));
    expect(wallet.body).toMatchObject({ status: 'requires_action', action: { type: 'redirect' } });
    const bank = await psp.createPayment(paymentBody({ method: 'bank_redirect', issuer: 'ideal_INGBNL2A' }));
    expect(bank.body).toMatchObject({ status: 'requires_action', issuer: 'ideal_INGBNL2A', action: { type: 'redirect' } });
  });

  it('keeps an invoice pending until it is paid by transfer, within a fourteen-day term', async () => {
    const before = Date.now();
    const response = await psp.createPayment(paymentBody({ method: 'invoice' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', action: { type: 'transfer', url: expect.stringContaining(`/transfers/${response.body.id}`) } });
    const term = Date.parse(response.body.action.expiresAt) - before;
    expect(term).toBeGreaterThan(14 * 24 * 3600_000 - 60_000);
    expect(term).toBeLessThanOrEqual(14 * 24 * 3600_000 + 60_000);
    await psp.post(`/transfers/${response.body.id}/receive`, {});
    expect((await psp.api('GET', `/v1/payments/${response.body.id}`)).body).toMatchObject({ status: 'authorised', action: null });
  });

  it('gives bank transfer instructions', async () => {
    const before = Date.now();
    const response = await psp.createPayment(paymentBody({ method: 'bank_transfer' }));
    expect(response.body).toMatchObject({
      status: 'pending',
      action: {
        type: 'transfer',
        iban: expect.stringMatching(/^NL\d{2}SAND\d{10}$/),
        bic: 'SANDNL2A',
        beneficiary: 'Giftcard Shop Payments B.V.',
        reference: expect.stringMatching(/^[0-9A-Z]{16}$/),
        amount: { currency: 'EUR', value: 2500 },
        url: `${psp.url}/transfers/${response.body.id}`,
      },
    });
    const expiresIn = Date.parse(response.body.action.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4320 * 60_000 - 5_000);
    expect(expiresIn).toBeLessThan(4320 * 60_000 + 5_000);
  });

  it('answers the same payment for the same key and body', async () => {
    const key = newKey();
    const body = paymentBody();
    const first = await psp.createPayment(body, key);
    const second = await psp.createPayment(body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
  });

  it('creates exactly one payment for 20 concurrent requests with one key', async () => {
    const key = newKey();
    const body = paymentBody({ reference: 'concurrent' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => psp.createPayment(body, key)));
    const ids = new Set(responses.map((response) => response.body.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(19);
  });

  it('refuses a reused key with a different body', async () => {
    const key = newKey();
    await psp.createPayment(paymentBody({ reference: 'a' }), key);
    const reused = await psp.createPayment(paymentBody({ reference: 'b' }), key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('requires an Idempotency-Key of 1 to 200 characters', async () => {
    const missing = await psp.api('POST', '/v1/payments', { body: paymentBody() });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'invalid_request', param: 'Idempotency-Key' });
    const long = await psp.createPayment(paymentBody(), 'k'.repeat(201));
    expect(long.status).toBe(400);
    expect((await psp.createPayment(paymentBody(), 'k'.repeat(200))).status).toBe(201);
  });

  it.each([
    [{ amount: { currency: 'EUR', value: 0 } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: -5 } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: 25.5 } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '2500' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: 2 ** 53 } }, 'amount.value'],
    [{ amount: { currency: 'eur', value: 2500 } }, 'amount.currency'],
    [{ amount: { currency: 'EURO', value: 2500 } }, 'amount.currency'],
    [{ amount: 2500 }, 'amount'],
    [{ method: 'cash' }, 'method'],
    [{ method: 'bank_redirect' }, 'issuer'],
    [{ method: 'bank_redirect', issuer: 'ideal_NOPE' }, 'issuer'],
    [{ method: 'card', issuer: 'ideal_INGBNL2A' }, 'issuer'],
    [{ reference: '' }, 'reference'],
    [{ reference: 'r'.repeat(201) }, 'reference'],
    [{ returnUrl: '/relative' }, 'returnUrl'],
    [{ returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    [{ returnUrl: undefined }, 'returnUrl'],
    [{ shopperEmail: 'not-an-email' }, 'shopperEmail'],
    [{ shopperLocale: 'not a locale!' }, 'shopperLocale'],
    [{ surprise: true }, 'surprise'],
  ])('refuses %j (param %s)', async (override, param) => {
    const response = await psp.createPayment(paymentBody(override));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_request', param, message: expect.any(String) });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${psp.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer test_key', 'idempotency-key': newKey(), 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_request');
  });
});

describe('GET /v1/payments/:id', () => {
  it('answers the payment, or 404', async () => {
    const created = await psp.createPayment(paymentBody());
    const read = await psp.api('GET', `/v1/payments/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const missing = await psp.api('GET', '/v1/payments/pay_unknown');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });
});

describe('POST /v1/payments/:id/cancel', () => {
  it('cancels open payments only', async () => {
    const open = await psp.createPayment(paymentBody());
    const canceled = await psp.api('POST', `/v1/payments/${open.body.id}/cancel`, { body: {} });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', action: null });
    expect((await psp.api('POST', `/v1/payments/${open.body.id}/cancel`, { body: {} })).status).toBe(200);

    const transfer = await psp.createPayment(paymentBody({ method: 'bank_transfer' }));
    expect((await psp.api('POST', `/v1/payments/${transfer.body.id}/cancel`)).body.status).toBe('canceled');

    const paid = await receivedTransfer(psp);
    const refused = await psp.api('POST', `/v1/payments/${paid.body.id}/cancel`, { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('payment_not_cancelable');
    expect((await psp.api('POST', '/v1/payments/pay_unknown/cancel')).status).toBe(404);
  });
});

describe('GET /v1/issuers', () => {
  it('lists the sandbox banks for bank_redirect', async () => {
    const response = await psp.api('GET', '/v1/issuers?method=bank_redirect');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ id: 'ideal_ABNANL2A', name: 'ABN AMRO', country: 'NL' });
    expect(response.body.map((issuer: { name: string }) => issuer.name)).toEqual(
      expect.arrayContaining(['ABN AMRO', 'ING', 'Rabobank', 'ASN Bank', 'bunq', 'SNS', 'Triodos Bank']),
    );
    const belgian = await psp.api('GET', '/v1/issuers?method=bank_redirect&country=BE');
    expect(belgian.body.every((issuer: { country?: string }) => !issuer.country || issuer.country === 'BE')).toBe(true);
    expect((await psp.api('GET', '/v1/issuers?method=card')).body).toEqual([]);
    expect((await psp.api('GET', '/v1/issuers?method=cash')).status).toBe(400);
  });
});
