import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentBody, startPsp, validCardFields, type RunningPsp } from '../test/harness.ts';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(() => psp.close());

describe('every answer is nosniff', () => {
  it('API answers, errors, pages, redirects and unknown paths', async () => {
    const created = await psp.createPayment(paymentBody());
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const answers: [kind: string, expected: number, answer: { status: number; headers: Headers }][] = [
      ['created payment', 201, created],
      ['API error', 401, await psp.api('GET', `/v1/payments/${id}`, { apiKey: null })],
      ['unknown API path', 404, await psp.api('GET', '/v1/nothing')],
      ['wrong method', 405, await psp.api('DELETE', '/v1/payments')],
      ['hosted page', 200, await psp.get(`/pay/${id}`)],
      ['unknown page', 404, await psp.get('/nothing')],
      ['health', 200, await psp.get('/healthz')],
      ['return redirect', 303, await psp.post(`/pay/${id}`, validCardFields('4111 1111 1111 1111'))],
    ];
    for (const [kind, expected, { status, headers }] of answers) {
      expect(status, kind).toBe(expected);
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
    }
  });
});
