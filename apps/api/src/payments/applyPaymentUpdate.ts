import { lockOrder, lockPayment, setOrderStatus, updatePayment, type PaymentRow, type PaymentStatusValue, type ShopTransaction } from '@shop/db';
import { sameMoney } from '@shop/money';
import { onOrderPaid } from '../fulfilment/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { cancelPlacedOrder } from '../checkout/cancelOrder.ts';
import { MAX_PAYMENT_ATTEMPTS_PER_ORDER } from '../checkout/retryPayment.ts';
import { hasCardDebits, returnCardDebits } from '../giftCards/cardDebits.ts';
import { blockRefundedValue } from '../giftCards/refundedValue.ts';
import type { ProviderAction, ProviderMoney, ProviderPayment } from './provider.ts';
import { canMove, fromProviderStatus, refusalErrorCode } from './paymentState.ts';

export interface PaymentUpdate {
  readonly status: PaymentStatusValue;
  readonly providerReference?: string;
  readonly errorCode?: number | null;
  readonly action?: ProviderAction | null;
  /** The sum the provider reports the payment to be for, when the update comes from the provider. */
  readonly reported?: ProviderMoney;
}

/** What the provider's view of a payment says, as an update: its status, refusal code and sum. */
export function updateFromProvider(answer: ProviderPayment): PaymentUpdate {
  const status = fromProviderStatus(answer.status);
  return { status, errorCode: status === 'REFUSED' ? refusalErrorCode(answer.refusalCode) : null, reported: answer.amount };
}

export type UpdateOutcome = 'applied' | 'ignored' | 'unknown';

/** How long an order partly paid with gift cards waits for another attempt after its payment failed: spec §9 gives a
 * failed payment's card balance back in about 20 minutes. */
export const CARD_HOLD_AFTER_FAILED_PAYMENT_MS = 20 * 60 * 1000;

/**
 * Applies what the provider says about one payment, inside the caller's transaction. The order row is locked before
 * the payment row (as placing does), so the webhook and the shopper's return page racing each other run one after
 * the other and make one transition: the second finds nothing left to change. A paid order is never downgraded; its
 * payment refunded, the cards it issued are blocked. An authorisation for another sum than the payment's is not applied.
 */
export async function applyPaymentUpdate(tx: ShopTransaction, payment: Pick<PaymentRow, 'id' | 'storeId' | 'orderId'>, update: PaymentUpdate): Promise<UpdateOutcome> {
  const ref = { storeId: payment.storeId, orderId: payment.orderId };
  const order = await lockOrder(tx, ref);
  const current = await lockPayment(tx, payment.id);
  if (!order || !current) return 'unknown';
  if (update.status === 'AUTHORISED' && update.reported && !sameMoney(update.reported, { currency: current.currency, value: current.amountMinor })) {
    // The provider took another sum than the order's: the order is not paid. Operators settle it with the provider.
    console.error(
      `payment ${current.id}: the provider reports ${update.reported.currency} ${update.reported.value} authorised ` +
        `for a payment of ${current.currency} ${current.amountMinor}; not applied`,
    );
    return 'ignored';
  }

  const bookkeeping: Parameters<typeof updatePayment>[2] = {};
  if (update.providerReference && !current.providerReference) bookkeeping.providerReference = update.providerReference;
  if (update.action !== undefined && current.action === null && update.action !== null) bookkeeping.action = update.action;
  if (!canMove(current.status, update.status)) {
    if (Object.keys(bookkeeping).length > 0) await updatePayment(tx, current.id, bookkeeping);
    return 'ignored';
  }
  await updatePayment(tx, current.id, { ...bookkeeping, status: update.status, errorCode: update.errorCode ?? null });

  if (update.status === 'AUTHORISED') {
    if (order.status === 'PENDING') {
      await setOrderStatus(tx, ref, 'COMPLETED');
      await onOrderPaid(tx, ref);
    } else if (order.status === 'CANCELED') {
      // Money arrived for an order given up already (a transfer paid after it expired): it goes back.
      await enqueueJob(tx, { kind: 'refund-payment', payload: { paymentId: current.id }, dedupeKey: `refund-payment:${current.id}` });
    }
  } else if (update.status === 'REFUNDED' && order.status === 'COMPLETED') {
    // Refunded after the order was paid (at the provider, or a chargeback): the cards it bought stop being money (and
    // so do cards bought with them), and what gift cards paid of it goes back to them, since the shopper keeps nothing
    // the order bought.
    const blocked = await blockRefundedValue(tx, ref);
    console.warn(`payment ${current.id}: refunded after its order completed; ${blocked} gift cards bought with it blocked`);
    await returnCardDebits(tx, ref);
  } else if (update.status === 'EXPIRED' && order.status === 'PENDING') {
    await cancelPlacedOrder(tx, ref);
  } else if ((update.status === 'REFUSED' || update.status === 'CANCELED') && order.status === 'PENDING' && current.attempt >= MAX_PAYMENT_ATTEMPTS_PER_ORDER) {
    // The order's last allowed attempt failed and no retry can follow: it is given up now rather than at its expiry,
    // so its cards go back to stock and what gift cards paid of it goes back to them.
    await cancelPlacedOrder(tx, ref);
  } else if ((update.status === 'REFUSED' || update.status === 'CANCELED') && order.status === 'PENDING' && (await hasCardDebits(tx, ref))) {
    // Gift cards paid part of this order: the shopper may pay the rest another way for a while, then the order is
    // given up and the cards get their money back (unless another attempt is under way by then).
    await enqueueJob(tx, {
      kind: 'release-card-hold',
      payload: { ...ref, paymentId: current.id },
      dedupeKey: `release-card-hold:${current.id}`,
      runAt: new Date(Date.now() + CARD_HOLD_AFTER_FAILED_PAYMENT_MS),
    });
  }
  return 'applied';
}
