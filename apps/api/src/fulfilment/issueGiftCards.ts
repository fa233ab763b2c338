import {
  blockedCardDebited,
  insertIssuedGiftCard,
  listGiftCardLines,
  listIssuedSequences,
  lockPaidOrder,
  type GiftCardLine,
  type NewGiftCard,
  type ShopDatabase,
  type ShopTransaction,
} from '@shop/db';
import { statusAtIssue } from '../activation/policy.ts';
import { orderDebitReference } from '../giftCards/cardDebits.ts';
import { enqueueJob, PermanentJobError } from '../jobs/index.ts';
import type { TenantBrand } from '../tenancy/brands.ts';
import { drawCardNumber } from './cardNumber.ts';
import { drawPin, hashPin } from './pin.ts';

/** Unique numbers are 10^(18 - prefix) strong; a few collisions in a row mean something else is wrong. */
const NUMBER_DRAWS = 5;

export interface IssueReport {
  readonly issued: number;
  readonly digitalPackageIds: readonly number[];
}

async function issueCard(
  tx: ShopTransaction,
  brand: TenantBrand,
  orderId: string,
  line: GiftCardLine,
  sequence: number,
  status: NewGiftCard['status'],
): Promise<void> {
  // The issue-time PIN is printed on physical cards by the fulfilment partner; digital cards get a fresh PIN when
  // their e-mail is sent, so this one is never shown to anybody.
  const pinHash = await hashPin(drawPin());
  for (let draw = 0; draw < NUMBER_DRAWS; draw += 1) {
    const cardId = await insertIssuedGiftCard(
      tx,
      {
        storeId: brand.storeId,
        orderId,
        packageId: line.packageId,
        sequence,
        productId: line.productId,
        deliveryKind: line.deliveryKind,
        kind: line.cardKind,
        status,
        number: drawCardNumber(brand.giftCards.numberPrefix),
        pinHash,
        currency: line.currency,
        valueMinor: line.unitPriceMinor,
        validityMonths: brand.giftCards.validityMonths,
      },
      `issue:${orderId}`,
    );
    if (cardId !== null) return;
  }
  throw new Error(`no free card number after ${NUMBER_DRAWS} draws`);
}

/**
 * Issues the cards of a paid order, each with its ISSUE ledger entry, in one transaction, then queues the
 * receivers' e-mails and the buyer's confirmation in the same transaction. Idempotent: the order row lock
 * serialises runs, and sequences already issued for a package are skipped.
 */
export async function issueGiftCards(db: ShopDatabase, brand: TenantBrand, orderId: string): Promise<IssueReport> {
  const ref = { storeId: brand.storeId, orderId };
  return db.transaction(async (tx) => {
    if (!(await lockPaidOrder(tx, ref))) throw new PermanentJobError('order is not paid');
    const lines = await listGiftCardLines(tx, ref);
    const issuedBefore = await listIssuedSequences(tx, lines.map((line) => line.packageId));
    // A gift card that paid part of the order has been blocked since (its own order was refunded): the value it
    // moved here is no money either (`blockRefundedValue`).
    const paidWithBlockedValue = await blockedCardDebited(tx, brand.storeId, orderDebitReference(orderId));
    let issued = 0;
    for (const line of lines) {
      for (let sequence = 1; sequence <= line.qty; sequence += 1) {
        if (issuedBefore.get(line.packageId)?.has(sequence)) continue;
        await issueCard(tx, brand, orderId, line, sequence, paidWithBlockedValue ? 'BLOCKED' : statusAtIssue(line.cardKind));
        issued += 1;
      }
    }
    const digitalPackageIds = [...new Set(lines.filter((line) => line.deliveryKind === 'DIGITAL').map((line) => line.packageId))];
    for (const packageId of digitalPackageIds) {
      await enqueueJob(tx, { kind: 'send-gift-card-email', payload: { storeId: brand.storeId, packageId }, dedupeKey: `gift-card-email:${packageId}` });
    }
    await enqueueJob(tx, { kind: 'send-order-confirmation', payload: ref, dedupeKey: `order-confirmation:${orderId}` });
    return { issued, digitalPackageIds };
  });
}
