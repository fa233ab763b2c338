import { findPaymentById, recordPaymentEvent, type ShopDatabase } from '@shop/db';
import { applyPaymentUpdate, updateFromProvider } from './applyPaymentUpdate.ts';
import type { PaymentProvider } from './provider.ts';

export type WebhookAnswer = { readonly status: 200 | 400 | 401; readonly body: { readonly received: boolean; readonly error?: string } };

/**
 * Handles one provider webhook: the signature and its age are checked first (a forged or replayed call changes
 * nothing), then the event id is recorded in the same transaction as the state change, so a redelivered event is
 * acknowledged without being applied twice. Events for payments we do not know, or for another provider payment than
 * the one ours started, are acknowledged and dropped.
 */
export async function handlePaymentWebhook(db: ShopDatabase, provider: PaymentProvider, rawBody: string, headers: Headers): Promise<WebhookAnswer> {
  const verdict = provider.verifyWebhook(rawBody, headers);
  if (!verdict.ok) {
    return verdict.reason === 'malformed'
      ? { status: 400, body: { received: false, error: 'malformed webhook' } }
      : { status: 401, body: { received: false, error: verdict.reason === 'stale' ? 'webhook too old' : 'invalid signature' } };
  }
  const { event } = verdict;
  const payment = await findPaymentById(db, event.payment.reference);
  if (!payment) return { status: 200, body: { received: true } };
  if (payment.providerReference && payment.providerReference !== event.payment.id) {
    // Our payment started one provider payment: an event about another under its reference is not about it.
    console.warn(`payment ${payment.id}: webhook for provider payment ${event.payment.id}, started as ${payment.providerReference}; ignored`);
    return { status: 200, body: { received: true } };
  }
  await db.transaction(async (tx) => {
    const first = await recordPaymentEvent(tx, { eventId: event.id, providerReference: event.payment.id, type: event.type });
    if (!first) return;
    await applyPaymentUpdate(tx, payment, { ...updateFromProvider(event.payment), providerReference: event.payment.id });
  });
  return { status: 200, body: { received: true } };
}
