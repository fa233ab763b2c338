import { describe, expect, it } from 'vitest';
import { POLL_TIMING, nextPollStep, paymentOutcome, retryOffer } from './payment-state.ts';

const order = (status: 'PENDING' | 'COMPLETED' | 'CANCELED', payment: Parameters<typeof paymentOutcome>[0]['payment']) => ({ status, payment });

describe('paymentOutcome', () => {
  it('reads a completed order or an authorised payment as completed', () => {
    expect(paymentOutcome(order('COMPLETED', { method: 'CARD', status: 'AUTHORISED' }))).toEqual({ kind: 'completed' });
    expect(paymentOutcome(order('PENDING', { method: 'CARD', status: 'AUTHORISED' }))).toEqual({ kind: 'completed' });
  });

  it('reads refused, cancelled and expired payments as failed with the API code, else 2035', () => {
    expect(paymentOutcome(order('PENDING', { method: 'CARD', status: 'REFUSED', errorCode: 2036 }))).toEqual({ kind: 'failed', code: 2036 });
    expect(paymentOutcome(order('PENDING', { method: 'WALLET', status: 'CANCELED', errorCode: null }))).toEqual({ kind: 'failed', code: 2035 });
    expect(paymentOutcome(order('PENDING', { method: 'BANK_TRANSFER', status: 'EXPIRED' }))).toEqual({ kind: 'failed', code: 2035 });
  });

  it('tells a pending bank transfer from a payment still being processed', () => {
    expect(paymentOutcome(order('PENDING', { method: 'BANK_TRANSFER', status: 'PENDING' }))).toEqual({ kind: 'awaitingTransfer' });
    // An invoice waits for its payment too: nothing bought on it is sent before the money is in.
    expect(paymentOutcome(order('PENDING', { method: 'INVOICE', status: 'PENDING' }))).toEqual({ kind: 'awaitingTransfer' });
    expect(paymentOutcome(order('PENDING', { method: 'CARD', status: 'PENDING' }))).toEqual({ kind: 'processing' });
    expect(paymentOutcome(order('PENDING', { method: 'BANK_REDIRECT', status: 'REQUIRES_ACTION' }))).toEqual({ kind: 'processing' });
  });
});

describe('retryOffer', () => {
  it('offers a new attempt after a refused, cancelled or expired payment of an order still waiting', () => {
    expect(retryOffer(order('PENDING', { method: 'CARD', status: 'REFUSED' }))).toEqual({ kind: 'retry', payment: { method: 'CARD', status: 'REFUSED' } });
    expect(retryOffer(order('PENDING', { method: 'WALLET', status: 'CANCELED' }))).toMatchObject({ kind: 'retry' });
    expect(retryOffer(order('PENDING', { method: 'BANK_TRANSFER', status: 'EXPIRED' }))).toMatchObject({ kind: 'retry' });
  });

  it('says an order given up can no longer be paid, instead of offering a payment the API will refuse', () => {
    expect(retryOffer(order('CANCELED', { method: 'CARD', status: 'REFUSED' }))).toMatchObject({ kind: 'orderCancelled' });
    expect(retryOffer(order('CANCELED', null))).toMatchObject({ kind: 'orderCancelled' });
  });

  it('has nothing to retry for a paid order or a payment still under way', () => {
    expect(retryOffer(order('COMPLETED', { method: 'CARD', status: 'AUTHORISED' }))).toMatchObject({ kind: 'nothingToRetry' });
    expect(retryOffer(order('PENDING', { method: 'CARD', status: 'REQUIRES_ACTION' }))).toMatchObject({ kind: 'nothingToRetry' });
    expect(retryOffer(order('PENDING', null))).toMatchObject({ kind: 'nothingToRetry' });
  });
});

describe('nextPollStep', () => {
  it('navigates on a final answer', () => {
    expect(nextPollStep({ kind: 'completed' }, 0)).toEqual({ kind: 'toConfirmation' });
    expect(nextPollStep({ kind: 'failed', code: 2035 }, 3000)).toEqual({ kind: 'toRetry', code: 2035 });
  });

  it('asks again every 1.5 s while processing, for up to 60 s, then stops', () => {
    expect(nextPollStep({ kind: 'processing' }, 0)).toEqual({ kind: 'wait', ms: 1500, showing: 'processing' });
    expect(nextPollStep({ kind: 'processing' }, 58_000)).toEqual({ kind: 'wait', ms: 1500, showing: 'processing' });
    expect(nextPollStep({ kind: 'processing' }, 59_000)).toEqual({ kind: 'stop', showing: 'timedOut' });
  });

  it('keeps a brief outage from looking like a refusal', () => {
    expect(nextPollStep({ kind: 'unreachable' }, 10_000)).toEqual({ kind: 'wait', ms: 1500, showing: 'processing' });
  });

  it('waits for a bank transfer slowly and stops looking after its own limit', () => {
    expect(nextPollStep({ kind: 'awaitingTransfer' }, 0)).toEqual({ kind: 'wait', ms: POLL_TIMING.transferIntervalMs, showing: 'awaitingTransfer' });
    expect(nextPollStep({ kind: 'awaitingTransfer' }, POLL_TIMING.transferTimeoutMs)).toEqual({ kind: 'stop', showing: 'awaitingTransfer' });
  });

  it('never polls forever: the number of refreshes is bounded', () => {
    let elapsed = 0;
    let refreshes = 0;
    for (;;) {
      refreshes += 1;
      const step = nextPollStep({ kind: 'processing' }, elapsed);
      if (step.kind !== 'wait') break;
      elapsed += step.ms;
    }
    expect(refreshes).toBeLessThanOrEqual(41);
  });
});
