import { describe, expect, it } from 'vitest';
import { Router } from './router.ts';

describe('Router', () => {
  const handler = () => undefined;
  const router = new Router().on('GET', '/v1/payments/:id', handler).on('POST', '/v1/payments/:id/refunds', handler);

  it('matches patterns and decodes params', () => {
    expect(router.match('GET', '/v1/payments/pay_1')).toEqual({ kind: 'found', handler, params: { id: 'pay_1' } });
    expect(router.match('GET', '/v1/payments/a%20b')).toMatchObject({ params: { id: 'a b' } });
  });

  it('tells a wrong method from a missing route', () => {
    expect(router.match('DELETE', '/v1/payments/pay_1')).toEqual({ kind: 'method_not_allowed', allowed: ['GET'] });
    expect(router.match('GET', '/v1/payments')).toEqual({ kind: 'not_found' });
    expect(router.match('GET', '/v1/payments/%E0%A4%A')).toEqual({ kind: 'not_found' });
  });
});
