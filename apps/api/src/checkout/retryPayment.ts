import { findPaymentByRequestKey, insertPayment, listPayments, lockOrder, type PaymentRow, type ShopDatabase } from '@shop/db';
import { API_ERROR_CODES, type PaymentChoiceInput } from '@shop/graphql';
import { checkOrderUuid } from '../cart/storedCart.ts';
import { ApiFailure, apiError, notFound } from '../errors.ts';
import { allowsRetry } from '../payments/paymentState.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkPaymentChoice } from './checkoutInput.ts';
import { checkIdempotencyKey } from './idempotency.ts';
import type { CheckedCustomer } from './checkoutFields.ts';
import type { PlacedAttempt } from './placeOrder.ts';

function notRetryable(message: string): ApiFailure {
  return new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_NOT_RETRYABLE, message, 'orderUuid'));
}

/**
 * Records a new payment attempt on a placed, unpaid order whose last attempt was refused, cancelled or expired
 * (spec §4: failed or cancelled payments allow retry). The same key returns the attempt it made before.
 */
export async function retryPayment(
  db: ShopDatabase,
  tenant: Tenant,
  request: { readonly orderUuid: string; readonly idempotencyKey: string; readonly payment: PaymentChoiceInput },
): Promise<PlacedAttempt> {
  const orderId = checkOrderUuid(request.orderUuid);
  const key = checkIdempotencyKey(request.idempotencyKey);
  return db.transaction(async (tx) => {
    const ref = { storeId: tenant.storeId, orderId };
    const order = await lockOrder(tx, ref);
    if (!order?.placedAt || !order.number) throw notFound('orderUuid', 'Order');
    const attempt = (payment: PaymentRow): PlacedAttempt => ({
      orderId,
      payment,
      orderNumber: order.number ?? '',
      shopperEmail: (order.customer as CheckedCustomer).email,
    });
    const earlier = await findPaymentByRequestKey(tx, tenant.storeId, key);
    if (earlier) {
      if (earlier.orderId !== orderId) throw new ApiFailure(apiError(API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'This key was used for another order.', 'idempotencyKey'));
      return attempt(earlier);
    }
    if (order.status === 'COMPLETED') throw notRetryable('This order has been paid already.');
    if (order.status === 'CANCELED') throw notRetryable('This order has been cancelled. Please place a new order.');
    const [latest] = await listPayments(tx, ref);
    if (!latest || !allowsRetry(latest.status)) throw notRetryable('The payment for this order is still being processed.');
    const customerType = (order.customer as { customerType?: string } | null)?.customerType === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE';
    const choice = checkPaymentChoice(tenant, request.payment, customerType, 'payment');
    return attempt(await insertPayment(tx, {
      storeId: tenant.storeId,
      orderId,
      attempt: latest.attempt + 1,
      method: choice.method,
      issuerId: choice.issuerId,
      amountMinor: latest.amountMinor,
      currency: latest.currency,
      requestKey: key,
    }));
  });
}
