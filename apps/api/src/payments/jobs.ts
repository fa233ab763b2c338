import { findPaymentById, listPayments, lockOrder, type ShopDatabase } from '@shop/db';
import { z } from 'zod';
import { cancelPlacedOrder } from '../checkout/cancelOrder.ts';
import { refundCardDebits } from '../giftCards/cardDebits.ts';
import { defineJobs, PermanentJobError } from '../jobs/index.ts';
import { applyPaymentUpdate, updateFromProvider } from './applyPaymentUpdate.ts';
import { allowsRetry } from './paymentState.ts';
import type { PaymentProvider } from './provider.ts';

declare module '../jobs/payloads.ts' {
  interface JobPayloads {
    /** Looks a payment up at the provider (a bank transfer past its expiry whose webhook never came). */
    'check-payment': { readonly paymentId: string };
    /** Gives back money that arrived for an order that was given up. */
    'refund-payment': { readonly paymentId: string };
    /** Gives a cancelled order's gift card debits back to the cards (compensating REFUND ledger entries). */
    'refund-card-debits': { readonly storeId: number; readonly orderId: string };
    /**
     * Gives up an order partly paid with gift cards whose payment `paymentId` failed, when no later attempt is under
     * way or done: the order is cancelled and the cards get their money back.
     */
    'release-card-hold': { readonly storeId: number; readonly orderId: string; readonly paymentId: string };
    /** Cancels a placed order nobody paid for, so its cards go back to stock. */
    'expire-unpaid-order': { readonly storeId: number; readonly orderId: string };
  }
}

/** An order left unpaid this long after placing is cancelled (bank transfers wait for their own expiry). */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

const paymentPayload = z.object({ paymentId: z.string().uuid() });
const orderPayload = z.object({ storeId: z.number().int(), orderId: z.string().uuid() });

async function paymentOrFail(db: ShopDatabase, paymentId: string) {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new PermanentJobError('payment not found');
  return payment;
}

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  // Without a provider nothing can be asked; failing lets the job run again once one is configured.
  if (!provider) throw new Error('no payment provider is configured');
  return provider;
}

export function paymentJobs(provider: PaymentProvider | null) {
  return defineJobs({
    'check-payment': {
      payload: paymentPayload,
      async handler({ paymentId }, { db }) {
        const payment = await paymentOrFail(db, paymentId);
        if (!payment.providerReference) return;
        const answer = await requireProvider(provider).getPayment(payment.providerReference);
        await db.transaction((tx) => applyPaymentUpdate(tx, payment, updateFromProvider(answer)));
      },
    },
    'refund-payment': {
      payload: paymentPayload,
      async handler({ paymentId }, { db }) {
        const payment = await paymentOrFail(db, paymentId);
        if (payment.status !== 'AUTHORISED' || !payment.providerReference) return;
        await requireProvider(provider).refund(
          payment.providerReference,
          { currency: payment.currency, value: payment.amountMinor },
          `refund-${payment.id}`,
        );
        await db.transaction((tx) => applyPaymentUpdate(tx, payment, { status: 'REFUNDED' }));
      },
    },
    'refund-card-debits': {
      payload: orderPayload,
      async handler(ref, { db }) {
        await refundCardDebits(db, ref);
      },
    },
    'release-card-hold': {
      payload: orderPayload.extend({ paymentId: z.string().uuid() }),
      async handler({ paymentId, ...ref }, { db }) {
        await db.transaction(async (tx) => {
          await lockOrder(tx, ref);
          const [latest] = await listPayments(tx, ref);
          if (latest?.id !== paymentId || !allowsRetry(latest.status)) return;
          await cancelPlacedOrder(tx, ref);
        });
      },
    },
    'expire-unpaid-order': {
      payload: orderPayload,
      async handler(ref, { db }) {
        const [latest] = await listPayments(db, ref);
        if (latest?.status === 'PENDING' || latest?.status === 'AUTHORISED') return;
        if (latest?.status === 'REQUIRES_ACTION' && latest.providerReference && provider) {
          await provider.cancelPayment(latest.providerReference).catch(() => undefined);
          const answer = await provider.getPayment(latest.providerReference);
          // Paid at the last moment: the order completes instead.
          if (answer.status === 'authorised') {
            await db.transaction((tx) => applyPaymentUpdate(tx, latest, { status: 'AUTHORISED' }));
            return;
          }
        }
        await db.transaction((tx) => cancelPlacedOrder(tx, ref));
      },
    },
  });
}
