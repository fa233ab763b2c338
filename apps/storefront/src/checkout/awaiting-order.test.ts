import { describe, expect, it } from 'vitest';
import { AWAITING_ORDER_COOKIE, awaitingOrderCookie, awaitingOrderOffer, readAwaitingOrder, type AwaitingOrderFacts } from './awaiting-order.ts';

const UUID = '3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b';
const cookieStore = (value?: string) => ({ get: (name: string) => (name === AWAITING_ORDER_COOKIE && value !== undefined ? { value } : undefined) });
const redirect = (url: string) => ({ kind: 'REDIRECT' as const, url, transfer: null });

function order(status: AwaitingOrderFacts['status'], payment: Partial<NonNullable<AwaitingOrderFacts['payment']>> | null): AwaitingOrderFacts {
  return { status, payment: payment && { method: 'CARD', status: 'REQUIRES_ACTION', errorCode: null, action: null, ...payment } };
}

describe('the order awaiting its payment', () => {
  it('is remembered by its uuid only, for the day the API keeps an unpaid order', () => {
    const cookie = awaitingOrderCookie(UUID, 'production');
    expect(cookie).toMatchObject({ name: AWAITING_ORDER_COOKIE, value: UUID, options: { httpOnly: true, sameSite: 'lax', secure: true, maxAge: 86_400 } });
    expect(readAwaitingOrder(cookieStore(UUID))).toBe(UUID);
    for (const tampered of ['', 'not-a-uuid', `${UUID}x`]) expect(readAwaitingOrder(cookieStore(tampered))).toBeNull();
    expect(readAwaitingOrder(cookieStore())).toBeNull();
  });

  it("leads back to the provider's page while the payment is open", () => {
    expect(awaitingOrderOffer(order('PENDING', { action: redirect('http://127.0.0.1:4510/pay/pay_1') }))).toEqual({ kind: 'continuePayment', url: 'http://127.0.0.1:4510/pay/pay_1' });
    expect(awaitingOrderOffer(order('PENDING', { action: redirect('javascript:alert(1)') }))).toBeNull();
    expect(awaitingOrderOffer(order('PENDING', { action: null }))).toBeNull();
  });

  it('offers the retry after a refused, cancelled or expired payment, and the transfer details for a transfer', () => {
    expect(awaitingOrderOffer(order('PENDING', { status: 'REFUSED', errorCode: 2035 }))).toEqual({ kind: 'retry', code: 2035 });
    expect(awaitingOrderOffer(order('PENDING', { status: 'CANCELED' }))).toMatchObject({ kind: 'retry' });
    expect(awaitingOrderOffer(order('PENDING', { method: 'BANK_TRANSFER', status: 'PENDING' }))).toEqual({ kind: 'transferDetails' });
  });

  it('offers nothing once the order is paid or cancelled', () => {
    expect(awaitingOrderOffer(order('COMPLETED', { status: 'AUTHORISED' }))).toBeNull();
    expect(awaitingOrderOffer(order('PENDING', { status: 'AUTHORISED' }))).toBeNull();
    expect(awaitingOrderOffer(order('CANCELED', { status: 'EXPIRED', action: redirect('http://127.0.0.1:4510/pay/pay_1') }))).toBeNull();
  });
});
