import type { OrderStatus, PaymentMethodKind, PaymentStatus } from '@shop/graphql/operations';

/** The spec's error for a refused payment, used when the API names no code. */
export const PAYMENT_REFUSED = 2035;
export const PAYMENT_TOO_MANY_ATTEMPTS = 2036;

/** What the shopper should see for a placed order's payment. */
export type PaymentOutcome =
  | { readonly kind: 'completed' }
  | { readonly kind: 'failed'; readonly code: number }
  | { readonly kind: 'awaitingTransfer' }
  | { readonly kind: 'processing' };

export interface OrderPaymentFacts {
  readonly status: OrderStatus;
  readonly payment: {
    readonly method: PaymentMethodKind;
    readonly status: PaymentStatus;
    readonly errorCode?: number | null;
  } | null;
}

/** Reads a placed order (after `refreshPayment`) as one of the outcomes the process-payment page knows. */
export function paymentOutcome(order: OrderPaymentFacts): PaymentOutcome {
  const payment = order.payment;
  if (order.status === 'COMPLETED') return { kind: 'completed' };
  if (!payment) return order.status === 'CANCELED' ? { kind: 'failed', code: PAYMENT_REFUSED } : { kind: 'processing' };
  switch (payment.status) {
    case 'AUTHORISED':
    case 'REFUNDED':
      return { kind: 'completed' };
    case 'REFUSED':
    case 'CANCELED':
    case 'EXPIRED':
      return { kind: 'failed', code: payment.errorCode ?? PAYMENT_REFUSED };
    case 'PENDING':
      // An invoice is paid by transfer too: the order waits for the money, with the same instructions.
      if (payment.method === 'BANK_TRANSFER' || payment.method === 'INVOICE') return { kind: 'awaitingTransfer' };
      return order.status === 'CANCELED' ? { kind: 'failed', code: PAYMENT_REFUSED } : { kind: 'processing' };
    case 'REQUIRES_ACTION':
      return order.status === 'CANCELED' ? { kind: 'failed', code: PAYMENT_REFUSED } : { kind: 'processing' };
  }
}

/**
 * What the retry page offers for a placed order (spec §4: failed or cancelled payments allow retry): a new attempt
 * after the payment that ended, a word that the order was given up (its expiry, or its last allowed attempt failed),
 * or a link to the order when there is nothing to retry (paid meanwhile, or still being processed).
 */
export type RetryOffer<Payment> =
  | { readonly kind: 'retry'; readonly payment: Payment }
  | { readonly kind: 'orderCancelled' }
  | { readonly kind: 'nothingToRetry' };

const RETRYABLE_PAYMENTS: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['REFUSED', 'CANCELED', 'EXPIRED']);

export function retryOffer<Order extends OrderPaymentFacts>(order: Order): RetryOffer<NonNullable<Order['payment']>> {
  if (order.status === 'CANCELED') return { kind: 'orderCancelled' };
  const payment = order.payment as NonNullable<Order['payment']> | null;
  if (order.status === 'COMPLETED' || !payment || !RETRYABLE_PAYMENTS.has(payment.status)) return { kind: 'nothingToRetry' };
  return { kind: 'retry', payment };
}

export interface PollTiming {
  /** Between two refreshes while the payment is processing. */
  readonly intervalMs: number;
  /** After this long without a final answer the page stops asking and says so. */
  readonly timeoutMs: number;
  /** A bank transfer may take days: the page keeps looking, but rarely. */
  readonly transferIntervalMs: number;
  readonly transferTimeoutMs: number;
}

export const POLL_TIMING: PollTiming = {
  intervalMs: 1500,
  timeoutMs: 60_000,
  transferIntervalMs: 10_000,
  transferTimeoutMs: 15 * 60_000,
};

/** One refresh's answer: an outcome, or a failed request (network, API down). */
export type PollAnswer = PaymentOutcome | { readonly kind: 'unreachable' };

export type PollStep =
  | { readonly kind: 'wait'; readonly ms: number; readonly showing: 'processing' | 'awaitingTransfer' }
  | { readonly kind: 'toConfirmation' }
  | { readonly kind: 'toRetry'; readonly code: number }
  | { readonly kind: 'stop'; readonly showing: 'timedOut' | 'awaitingTransfer' };

/**
 * What the page does after one answer, `elapsedMs` after it started polling: a final outcome navigates; anything
 * else waits for the next refresh until the time is up. A failed request is treated like "still processing", so a
 * brief outage never sends the shopper back to checkout.
 */
export function nextPollStep(answer: PollAnswer, elapsedMs: number, timing: PollTiming = POLL_TIMING): PollStep {
  switch (answer.kind) {
    case 'completed':
      return { kind: 'toConfirmation' };
    case 'failed':
      return { kind: 'toRetry', code: answer.code };
    case 'awaitingTransfer':
      return elapsedMs + timing.transferIntervalMs > timing.transferTimeoutMs
        ? { kind: 'stop', showing: 'awaitingTransfer' }
        : { kind: 'wait', ms: timing.transferIntervalMs, showing: 'awaitingTransfer' };
    case 'processing':
    case 'unreachable':
      return elapsedMs + timing.intervalMs > timing.timeoutMs
        ? { kind: 'stop', showing: 'timedOut' }
        : { kind: 'wait', ms: timing.intervalMs, showing: 'processing' };
  }
}
