import { findPaymentByRequestKey, insertPayment, listPayments, lockOrder, type PaymentRow, type ShopDatabase } from '@shop/db';
import { API_ERROR_CODES, type PaymentChoiceInput } from '@shop/graphql';
import { checkOrderUuid, mayUseBasket, type BasketCaller } from '../cart/storedCart.ts';
import { ApiFailure, apiError, notFound } from '../errors.ts';
import { allowsRetry } from '../payments/paymentState.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkPaymentChoice } from './checkoutInput.ts';
import { checkIdempotencyKey, keyUsedForAnotherOrder, refuseKeyOfAnotherOrder, withKeyConflictsRefused } from './idempotency.ts';
import type { CheckedCustomer } from './checkoutFields.ts';
import type { PlacedAttempt } from './placeOrder.ts';

/**
 * The most payment attempts one order may have, the first (placing) included: spec §8 'retry limit exceeded'. Five
 * leaves an honest shopper four retries (another card, another method, a bank page closed by mistake), while one order
 * can no longer be used to try card after card at the provider (card testing); past it the shopper starts a new basket.
 */
export const MAX_PAYMENT_ATTEMPTS_PER_ORDER = 5;

function notRetryable(message: string): ApiFailure {
  return new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_NOT_RETRYABLE, message, 'orderUuid'));
}

function retryLimitExceeded(): ApiFailure {
  return new ApiFailure(
    apiError(
      API_ERROR_CODES.PAYMENT_RETRY_LIMIT_EXCEEDED,
      'Too many payment attempts have been made for this order, so it can no longer be paid. Please start a new basket to order again.',
      'orderUuid',
    ),
  );
}

/**
 * Records a new payment attempt on a placed, unpaid order whose last attempt was refused, cancelled or expired
 * (spec §4: failed or cancelled payments allow retry), up to MAX_PAYMENT_ATTEMPTS_PER_ORDER attempts in all. The
 * attempts are counted on the locked order, so concurrent retries cannot both take the last one. The same key
 * returns the attempt it made before; a key another order used is 4007.
 */
export async function retryPayment(
  db: ShopDatabase,
  tenant: Tenant,
  request: {
    readonly orderUuid: string;
    readonly idempotencyKey: string;
    readonly payment: PaymentChoiceInput;
    readonly caller: BasketCaller;
    /** The name of the bank chosen for a bank redirect, as the provider listed it. */
    readonly bankName: string | null;
  },
): Promise<PlacedAttempt> {
  const orderId = checkOrderUuid(request.orderUuid);
  const key = checkIdempotencyKey(request.idempotencyKey);
  return withKeyConflictsRefused(db.transaction(async (tx) => {
    const ref = { storeId: tenant.storeId, orderId };
    const order = await lockOrder(tx, ref);
    // An account's order is paid from that account's session only, as it is shown only there.
    if (!order?.placedAt || !order.number || !mayUseBasket(order.accountId, request.caller)) throw notFound('orderUuid', 'Order');
    const attempt = (payment: PaymentRow): PlacedAttempt => ({
      orderId,
      payment,
      orderNumber: order.number ?? '',
      shopperEmail: (order.customer as CheckedCustomer).email,
    });
    const earlier = await findPaymentByRequestKey(tx, tenant.storeId, key);
    if (earlier) {
      if (earlier.orderId !== orderId) throw keyUsedForAnotherOrder();
      return attempt(earlier);
    }
    // Also the key that placed another order the gift cards paid in full (it has no payment attempt).
    await refuseKeyOfAnotherOrder(tx, tenant.storeId, orderId, key);
    if (order.status === 'COMPLETED') throw notRetryable('This order has been paid already.');
    const attempts = await listPayments(tx, ref);
    const limitReached = attempts.length >= MAX_PAYMENT_ATTEMPTS_PER_ORDER;
    if (order.status === 'CANCELED') {
      // An order whose last allowed attempt failed is given up at once (applyPaymentUpdate): the limit is the reason.
      throw limitReached ? retryLimitExceeded() : notRetryable('This order has been cancelled. Please place a new order.');
    }
    const [latest] = attempts;
    if (!latest || !allowsRetry(latest.status)) throw notRetryable('The payment for this order is still being processed.');
    if (limitReached) throw retryLimitExceeded();
    const customerType = (order.customer as { customerType?: string } | null)?.customerType === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE';
    const choice = checkPaymentChoice(tenant, request.payment, customerType, 'payment');
    return attempt(await insertPayment(tx, {
      storeId: tenant.storeId,
      orderId,
      attempt: latest.attempt + 1,
      method: choice.method,
      issuerId: choice.issuerId,
      bankName: request.bankName,
      amountMinor: latest.amountMinor,
      currency: latest.currency,
      requestKey: key,
    }));
  }));
}
