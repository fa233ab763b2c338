import type { PaymentActionFieldsFragment } from '@shop/graphql/operations';
import { isUuid } from '@shop/validation';
import type { CookieReader } from '../cart/cookie.ts';
import { orderStanding, type OrderStanding } from './order-standing.ts';
import type { OrderPaymentFacts } from './payment-state.ts';

/**
 * The order this browser placed last, until its payment is decided. Placing empties the basket; a shopper who comes
 * back from the provider's page with the browser's Back button would otherwise find an empty checkout and no way to
 * the order that still holds the cards.
 */
export const AWAITING_ORDER_COOKIE = 'checkout_order';

/** As long as the API keeps an unpaid order before cancelling it. */
const LIFETIME_SECONDS = 24 * 60 * 60;

export function readAwaitingOrder(store: CookieReader): string | null {
  const value = store.get(AWAITING_ORDER_COOKIE)?.value;
  return value && isUuid(value) ? value : null;
}

export function awaitingOrderCookie(orderUuid: string, environment: string | undefined = process.env.NODE_ENV) {
  return {
    name: AWAITING_ORDER_COOKIE,
    value: orderUuid,
    options: { httpOnly: true, sameSite: 'lax', secure: environment === 'production', path: '/', maxAge: LIFETIME_SECONDS } as const,
  };
}

export interface AwaitingOrderFacts extends OrderPaymentFacts {
  readonly payment: (NonNullable<OrderPaymentFacts['payment']> & { readonly action?: PaymentActionFieldsFragment | null }) | null;
}

/** Where the shopper can go on with an order still waiting for its money; none once it is paid or cancelled. */
export type AwaitingOrderOffer =
  | { readonly kind: 'continuePayment'; readonly url: string }
  | { readonly kind: 'retry'; readonly code: number }
  | { readonly kind: 'transferDetails' };

export function awaitingOrderOffer(order: AwaitingOrderFacts): AwaitingOrderOffer | null {
  return offerFor(orderStanding(order));
}

/** The same, for an order whose standing is known already. */
export function offerFor(standing: OrderStanding): AwaitingOrderOffer | null {
  switch (standing.kind) {
    case 'paymentFailed':
      return { kind: 'retry', code: standing.code };
    case 'awaitingTransfer':
      return { kind: 'transferDetails' };
    case 'awaitingPayment':
      return standing.continueUrl ? { kind: 'continuePayment', url: standing.continueUrl } : null;
    case 'paid':
    case 'cancelled':
      return null;
  }
}
