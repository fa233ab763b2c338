import type { AwaitingOrderFacts } from './awaiting-order.ts';
import { paymentOutcome } from './payment-state.ts';
import { providerPageUrl } from './provider-page.ts';

/**
 * Where a placed order stands, as its own page tells the shopper: only a paid order is thanked for, promised a
 * delivery time and said to be confirmed by e-mail (the confirmation is sent once it is paid).
 */
export type OrderStanding =
  | { readonly kind: 'paid' }
  /** Placed to be paid by bank transfer or on invoice: the page shows where to send the money. */
  | { readonly kind: 'awaitingTransfer' }
  /** Its payment was started and not finished; `continueUrl` is the provider's page where it can be. */
  | { readonly kind: 'awaitingPayment'; readonly continueUrl: string | null }
  /** Its last payment was refused, cancelled or expired (`code`, the spec's error): it can be paid another way. */
  | { readonly kind: 'paymentFailed'; readonly code: number }
  | { readonly kind: 'cancelled' };

export function orderStanding(order: AwaitingOrderFacts): OrderStanding {
  if (order.status === 'CANCELED') return { kind: 'cancelled' };
  const outcome = paymentOutcome(order);
  switch (outcome.kind) {
    case 'completed':
      return { kind: 'paid' };
    case 'awaitingTransfer':
      return { kind: 'awaitingTransfer' };
    case 'failed':
      return { kind: 'paymentFailed', code: outcome.code };
    case 'processing':
      return { kind: 'awaitingPayment', continueUrl: providerPageUrl(order.payment?.action) };
  }
}
