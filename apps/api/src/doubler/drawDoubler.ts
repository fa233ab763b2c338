import { randomInt } from 'node:crypto';
import { appendCardLedgerEntry, listDoublerEntryIds, lockDoublerDraw, recordDoublerDraw, type ShopDatabase, type ShopTransaction } from '@shop/db';
import { enqueueJob } from '../jobs/index.ts';

export type DrawOutcome =
  | { readonly kind: 'won'; readonly entryId: string; readonly prizeMinor: number; readonly eligibleEntries: number }
  | { readonly kind: 'no-eligible-entry' }
  | { readonly kind: 'held-before' };

/** The ledger reference of a draw's prize: one per card and draw. */
export const doublerPrizeReference = (drawDate: string) => `doubler:${drawDate}`;

/**
 * Holds a store's draw: one of the entries whose card can still be spent wins, each with the same chance, and its
 * balance is doubled (a BONUS entry of the ledger for what it holds), and every other entrant hears that their card was
 * not drawn. Draw, prize and the e-mails' jobs are one transaction, with the cards locked, and a draw is held once
 * however often it runs.
 */
export async function drawDoubler(
  db: ShopDatabase,
  storeId: number,
  drawDate: string,
  pick: (count: number) => number = (count) => randomInt(count),
): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    const eligible = await lockDoublerDraw(tx, storeId, drawDate);
    if (eligible === null) return { kind: 'held-before' };
    const winner = eligible.length > 0 ? eligible[pick(eligible.length)]! : null;
    const recorded = await recordDoublerDraw(tx, {
      storeId,
      drawDate,
      eligibleEntries: eligible.length,
      winner: winner && { entryId: winner.entryId, prizeMinor: winner.balanceMinor },
    });
    // A run that started alongside another found no draw yet; the other one recorded it first.
    if (!recorded) return { kind: 'held-before' };
    await tellEveryOtherEntrant(tx, storeId, drawDate, winner?.entryId ?? null);
    if (!winner) return { kind: 'no-eligible-entry' };
    await appendCardLedgerEntry(tx, { storeId, cardId: winner.cardId, kind: 'BONUS', amountMinor: winner.balanceMinor, reference: doublerPrizeReference(drawDate) });
    await enqueueJob(tx, { kind: 'send-doubler-winner-email', payload: { storeId, drawDate }, dedupeKey: `send-doubler-winner-email:${storeId}:${drawDate}` });
    return { kind: 'won', entryId: winner.entryId, prizeMinor: winner.balanceMinor, eligibleEntries: eligible.length };
  });
}

async function tellEveryOtherEntrant(tx: ShopTransaction, storeId: number, drawDate: string, winningEntryId: string | null): Promise<void> {
  for (const entryId of await listDoublerEntryIds(tx, storeId, drawDate)) {
    if (entryId === winningEntryId) continue;
    await enqueueJob(tx, { kind: 'send-doubler-result-email', payload: { storeId, entryId }, dedupeKey: `send-doubler-result-email:${entryId}` });
  }
}
