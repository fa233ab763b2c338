import { cancelActivation, completeActivation, lockPendingActivation, type ShopDatabase } from '@shop/db';
import { enqueueJob } from '../jobs/index.ts';

export type ActivationOutcome = 'activated' | 'canceled' | 'already-processed';

/**
 * Carries out a pending activation order in one transaction: the card becomes ACTIVE (or, blocked or expired since
 * the request, the order is canceled) and the holder's e-mail is queued. Idempotent: an order that is no longer
 * pending is left as it is, so a job that runs twice activates once and queues one e-mail.
 */
export function activateChoiceCard(db: ShopDatabase, storeId: number, activationOrderId: string): Promise<ActivationOutcome> {
  return db.transaction(async (tx) => {
    const pending = await lockPendingActivation(tx, storeId, activationOrderId);
    if (!pending) return 'already-processed';
    const activatable = pending.cardStatus === 'NOT_ACTIVATED' && !pending.cardExpired;
    if (activatable) await completeActivation(tx, storeId, activationOrderId, pending.cardId);
    else await cancelActivation(tx, storeId, activationOrderId);
    await enqueueJob(tx, {
      kind: 'send-activation-email',
      payload: { storeId, activationOrderId },
      dedupeKey: `activation-email:${activationOrderId}`,
    });
    return activatable ? 'activated' : 'canceled';
  });
}
