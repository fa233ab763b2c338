import { API_ERROR_CODES } from '@shop/graphql';
import type { PaymentMethodValue, PaymentRow, ShopDatabase } from '@shop/db';
import { ApiFailure, apiError, errorSummary } from '../errors.ts';
import { onTransferPending } from '../fulfilment/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { applyPaymentUpdate, updateFromProvider } from './applyPaymentUpdate.ts';
import { ProviderRequestError, ProviderUnavailableError, type PaymentProvider, type ProviderAction, type ProviderMethod } from './provider.ts';

const PROVIDER_METHODS = {
  CARD: 'card',
  WALLET: 'wallet',
  BANK_REDIRECT: 'bank_redirect',
  BANK_TRANSFER: 'bank_transfer',
  INVOICE: 'invoice',
  BLIK: 'blik',
} as const satisfies Record<PaymentMethodValue, ProviderMethod>;

/** A transfer the provider's webhook never reported on is looked up again this long after it should have expired. */
const TRANSFER_CHECK_GRACE_MS = 10 * 60 * 1000;

export interface PaymentStart {
  readonly returnUrl: string;
  readonly shopperEmail: string;
  readonly orderNumber: string;
}

/**
 * Asks the provider to start a recorded payment attempt and applies its answer. The provider's idempotency key is
 * our payment id, so asking again (a retried request, a crash before the answer was stored) finds the same provider
 * payment instead of charging twice. Returns what the shopper must do next.
 */
export async function startPayment(
  db: ShopDatabase,
  provider: PaymentProvider,
  tenant: Tenant,
  payment: PaymentRow,
  start: PaymentStart,
): Promise<ProviderAction | null> {
  if (payment.providerReference && payment.status !== 'REQUIRES_ACTION' && payment.status !== 'PENDING') return null;
  if (payment.providerReference && payment.action) return payment.action as ProviderAction;
  let answer;
  try {
    answer = await provider.createPayment({
      idempotencyKey: payment.id,
      reference: payment.id,
      amount: { currency: payment.currency, value: payment.amountMinor },
      method: PROVIDER_METHODS[payment.method],
      issuer: payment.issuerId,
      returnUrl: start.returnUrl,
      shopperEmail: start.shopperEmail,
      shopperLocale: tenant.language.locale,
      description: `${tenant.brand.name} order ${start.orderNumber}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_SERVICE_UNAVAILABLE, 'Failed to connect to the remote service.', 'payment'));
    }
    console.error(`payment could not be started: ${errorSummary(error)}`);
    if (error instanceof ProviderRequestError) {
      // The provider refused the request itself: asked again it refuses again, so this attempt is over. Cancelled, it
      // lets the shopper try again or pay another way (retryPayment), as the answer says, instead of leaving the order
      // waiting on a payment that never started until it expires.
      await db.transaction((tx) => applyPaymentUpdate(tx, payment, { status: 'CANCELED', errorCode: null }));
    }
    throw new ApiFailure(
      apiError(API_ERROR_CODES.PAYMENT_FAILED, 'Something went wrong with the payment, please try again or choose a different payment method.', 'payment'),
    );
  }
  await db.transaction(async (tx) => {
    await applyPaymentUpdate(tx, payment, { ...updateFromProvider(answer), providerReference: answer.id, action: answer.action });
    if (answer.action?.kind === 'TRANSFER') {
      await onTransferPending(tx, { storeId: payment.storeId, orderId: payment.orderId, paymentId: payment.id });
      const checkAt = new Date(Date.parse(answer.action.transfer.expiresAt) + TRANSFER_CHECK_GRACE_MS);
      await enqueueJob(tx, { kind: 'check-payment', payload: { paymentId: payment.id }, dedupeKey: `check-payment:${payment.id}`, runAt: checkAt });
    }
  });
  return answer.action;
}

/** Asks the provider for the payment's latest state and applies it (the return page and the expiry check call this). */
export async function refreshPayment(db: ShopDatabase, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  if (!payment.providerReference) return;
  let answer;
  try {
    answer = await provider.getPayment(payment.providerReference);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return;
    throw error;
  }
  await db.transaction((tx) => applyPaymentUpdate(tx, payment, updateFromProvider(answer)));
}
