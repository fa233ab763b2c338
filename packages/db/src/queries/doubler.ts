import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopExecutor, ShopTransaction } from '../client.ts';
import { latestCardBalance } from './card-payments.ts';
import { doublerDraws, doublerEntries, giftCards, productTranslations } from '../schema.ts';

export type NewDoublerEntry = Omit<typeof doublerEntries.$inferInsert, 'id' | 'createdAt'>;

/**
 * Enters a card in a draw; a card already in that draw keeps its first entry, which comes back with `created: false`.
 */
export async function enterDoublerDraw(tx: ShopTransaction, entry: NewDoublerEntry): Promise<{ readonly id: string; readonly created: boolean }> {
  const [inserted] = await tx
    .insert(doublerEntries)
    .values(entry)
    .onConflictDoNothing({ target: [doublerEntries.cardId, doublerEntries.drawDate] })
    .returning({ id: doublerEntries.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: doublerEntries.id })
    .from(doublerEntries)
    .where(and(eq(doublerEntries.cardId, entry.cardId), eq(doublerEntries.drawDate, entry.drawDate)));
  return { id: existing!.id, created: false };
}

/** An entry as its holder sees it: the card by its last digits and its product, the draw, and the draw's outcome once held. */
export interface DoublerEntryView {
  readonly id: string;
  readonly drawDate: string;
  readonly email: string;
  /** The language the holder entered in: their e-mails speak it. */
  readonly language: string;
  readonly numberEnding: string;
  readonly currency: string;
  readonly product: { readonly title: string; readonly path: string } | null;
  /** Null until the draw was held; then whether this entry won and what it won. */
  readonly outcome: { readonly won: boolean; readonly prizeMinor: number | null } | null;
}

/** An entry, its product named in `language`, or in the language the holder entered in when none is given. */
export async function findDoublerEntry(db: ShopExecutor, storeId: number, id: string, language?: string): Promise<DoublerEntryView | null> {
  const [row] = await db
    .select({
      id: doublerEntries.id,
      drawDate: doublerEntries.drawDate,
      email: doublerEntries.email,
      language: doublerEntries.language,
      numberEnding: sql<string>`right(${giftCards.number}, 4)`,
      currency: giftCards.currency,
      productTitle: productTranslations.title,
      productPath: productTranslations.path,
      drawnAt: doublerDraws.drawnAt,
      winningEntryId: doublerDraws.winningEntryId,
      prizeMinor: doublerDraws.prizeMinor,
    })
    .from(doublerEntries)
    .innerJoin(giftCards, and(eq(giftCards.storeId, doublerEntries.storeId), eq(giftCards.id, doublerEntries.cardId)))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, giftCards.productId), eq(productTranslations.language, language ?? doublerEntries.language)),
    )
    .leftJoin(doublerDraws, and(eq(doublerDraws.storeId, doublerEntries.storeId), eq(doublerDraws.drawDate, doublerEntries.drawDate)))
    .where(and(eq(doublerEntries.storeId, storeId), eq(doublerEntries.id, id)));
  if (!row) return null;
  const won = row.winningEntryId === row.id;
  return {
    id: row.id,
    drawDate: row.drawDate,
    email: row.email,
    language: row.language,
    numberEnding: row.numberEnding,
    currency: row.currency,
    product: row.productTitle && row.productPath ? { title: row.productTitle, path: row.productPath } : null,
    outcome: row.drawnAt ? { won, prizeMinor: won ? Number(row.prizeMinor) : null } : null,
  };
}

/** An entry of a draw whose card could be doubled now: active, not expired, with a balance (read from the ledger). */
export interface EligibleDoublerEntry {
  readonly entryId: string;
  readonly cardId: number;
  readonly balanceMinor: number;
}


/**
 * The draw's entries that can win, their cards locked (in id order, as every writer of the ledger takes them) so no
 * balance changes between the draw and the prize. Null when the draw was held before (its row is locked too).
 */
export async function lockDoublerDraw(tx: ShopTransaction, storeId: number, drawDate: string): Promise<EligibleDoublerEntry[] | null> {
  const [held] = await tx
    .select({ id: doublerDraws.id })
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.drawDate, drawDate)))
    .for('update');
  if (held) return null;
  const rows = await tx
    .select({ entryId: doublerEntries.id, cardId: giftCards.id, balanceMinor: latestCardBalance.mapWith(Number) })
    .from(doublerEntries)
    .innerJoin(giftCards, and(eq(giftCards.storeId, doublerEntries.storeId), eq(giftCards.id, doublerEntries.cardId)))
    .where(
      and(
        eq(doublerEntries.storeId, storeId),
        eq(doublerEntries.drawDate, drawDate),
        eq(giftCards.status, 'ACTIVE'),
        sql`${giftCards.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(giftCards.id))
    .for('update', { of: giftCards });
  return rows.filter((row) => row.balanceMinor > 0);
}

/**
 * Records a held draw; a second record of the same draw is refused by its unique index (false), so a draw is held once
 * whatever runs it twice.
 */
export async function recordDoublerDraw(
  tx: ShopTransaction,
  draw: { readonly storeId: number; readonly drawDate: string; readonly eligibleEntries: number; readonly winner: { readonly entryId: string; readonly prizeMinor: number } | null },
): Promise<boolean> {
  const rows = await tx
    .insert(doublerDraws)
    .values({
      storeId: draw.storeId,
      drawDate: draw.drawDate,
      eligibleEntries: draw.eligibleEntries,
      winningEntryId: draw.winner?.entryId ?? null,
      prizeMinor: draw.winner?.prizeMinor ?? null,
    })
    .onConflictDoNothing({ target: [doublerDraws.storeId, doublerDraws.drawDate] })
    .returning({ id: doublerDraws.id });
  return rows.length > 0;
}

/** What the winner's e-mail needs: where and in which language, the card's ending, its prize and balance now. */
export async function findDoublerWin(
  db: ShopExecutor,
  storeId: number,
  drawDate: string,
): Promise<{ readonly email: string; readonly language: string; readonly numberEnding: string; readonly prizeMinor: number; readonly balanceMinor: number } | null> {
  const [row] = await db
    .select({
      email: doublerEntries.email,
      language: doublerEntries.language,
      numberEnding: sql<string>`right(${giftCards.number}, 4)`,
      prizeMinor: doublerDraws.prizeMinor,
      balanceMinor: latestCardBalance.mapWith(Number),
    })
    .from(doublerDraws)
    .innerJoin(doublerEntries, eq(doublerEntries.id, doublerDraws.winningEntryId))
    .innerJoin(giftCards, and(eq(giftCards.storeId, doublerEntries.storeId), eq(giftCards.id, doublerEntries.cardId)))
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.drawDate, drawDate)));
  return row && row.prizeMinor !== null ? { ...row, prizeMinor: Number(row.prizeMinor) } : null;
}

/** The ids of a draw's entries, in the order they came in: every entrant hears the draw's outcome. */
export async function listDoublerEntryIds(db: ShopExecutor, storeId: number, drawDate: string): Promise<string[]> {
  const rows = await db
    .select({ id: doublerEntries.id })
    .from(doublerEntries)
    .where(and(eq(doublerEntries.storeId, storeId), eq(doublerEntries.drawDate, drawDate)))
    .orderBy(asc(doublerEntries.createdAt), asc(doublerEntries.id));
  return rows.map((row) => row.id);
}
