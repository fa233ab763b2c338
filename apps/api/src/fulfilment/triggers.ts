import type { ShopExecutor } from '@shop/db';
import { enqueueJob } from '../jobs/index.ts';

export interface OrderRef {
  readonly storeId: number;
  readonly orderId: string;
}

/** Call in the transaction that moves an order PENDING → COMPLETED: its cards are issued and mailed from there. */
export async function onOrderPaid(tx: ShopExecutor, ref: OrderRef): Promise<void> {
  await enqueueJob(tx, {
    kind: 'issue-gift-cards',
    payload: { storeId: ref.storeId, orderId: ref.orderId },
    dedupeKey: `issue-gift-cards:${ref.orderId}`,
  });
}

/** Call in the transaction that records a bank-transfer payment's instructions: the buyer is sent them. */
export async function onTransferPending(tx: ShopExecutor, ref: OrderRef & { readonly paymentId: string }): Promise<void> {
  await enqueueJob(tx, {
    kind: 'send-transfer-instructions',
    payload: { storeId: ref.storeId, orderId: ref.orderId, paymentId: ref.paymentId },
    dedupeKey: `transfer-instructions:${ref.paymentId}`,
  });
}
