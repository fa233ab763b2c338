import { describe, expect, it } from 'vitest';
import type { AwaitingOrderFacts } from './awaiting-order.ts';
import { orderStanding } from './order-standing.ts';

const providerPage = { kind: 'REDIRECT' as const, url: 'http://127.0.0.1:4510/pay/pay_1', transfer: null };

function order(status: AwaitingOrderFacts['status'], payment: Partial<NonNullable<AwaitingOrderFacts['payment']>> | null): AwaitingOrderFacts {
  return { status, payment: payment && { method: 'CARD', status: 'REQUIRES_ACTION', errorCode: null, action: null, ...payment } };
}

describe("a placed order's standing", () => {
  it('is paid once its payment is authorised, or when gift cards paid it all', () => {
    expect(orderStanding(order('COMPLETED', { status: 'AUTHORISED' }))).toEqual({ kind: 'paid' });
    expect(orderStanding(order('PENDING', { status: 'AUTHORISED' }))).toEqual({ kind: 'paid' });
    expect(orderStanding(order('COMPLETED', null))).toEqual({ kind: 'paid' });
  });

  it('awaits the payment while the shopper has not finished it on the provider\'s page', () => {
    expect(orderStanding(order('PENDING', { action: providerPage }))).toEqual({ kind: 'awaitingPayment', continueUrl: providerPage.url });
    expect(orderStanding(order('PENDING', { status: 'PENDING', action: null }))).toEqual({ kind: 'awaitingPayment', continueUrl: null });
  });

  it('awaits the transfer of an order paid by bank transfer or on invoice', () => {
    expect(orderStanding(order('PENDING', { method: 'BANK_TRANSFER', status: 'PENDING' }))).toEqual({ kind: 'awaitingTransfer' });
    expect(orderStanding(order('PENDING', { method: 'INVOICE', status: 'PENDING' }))).toEqual({ kind: 'awaitingTransfer' });
  });

  it('has a failed payment after a refusal, a cancellation or an expiry, with the error to show', () => {
    expect(orderStanding(order('PENDING', { status: 'REFUSED', errorCode: 2035 }))).toEqual({ kind: 'paymentFailed', code: 2035 });
    expect(orderStanding(order('PENDING', { status: 'CANCELED' }))).toMatchObject({ kind: 'paymentFailed' });
    expect(orderStanding(order('PENDING', { status: 'EXPIRED' }))).toMatchObject({ kind: 'paymentFailed' });
  });

  it('is cancelled once the order is, whatever its payment did', () => {
    expect(orderStanding(order('CANCELED', { status: 'EXPIRED' }))).toEqual({ kind: 'cancelled' });
    expect(orderStanding(order('CANCELED', { status: 'REFUNDED' }))).toEqual({ kind: 'cancelled' });
  });
});
