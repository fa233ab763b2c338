import { and, eq } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { quoteRequests } from '../schema.ts';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = Omit<typeof quoteRequests.$inferInsert, 'id' | 'number' | 'createdAt'>;

/** Records a business quote request; answers with what the customer is told (its id, number and time). */
export async function insertQuoteRequest(
  db: ShopExecutor,
  request: NewQuoteRequest,
): Promise<Pick<QuoteRequestRow, 'id' | 'number' | 'createdAt'>> {
  const [row] = await db
    .insert(quoteRequests)
    .values(request)
    .returning({ id: quoteRequests.id, number: quoteRequests.number, createdAt: quoteRequests.createdAt });
  return row!;
}

/** The store's quote request with this id, or null. */
export async function findQuoteRequest(db: ShopExecutor, storeId: number, id: string): Promise<QuoteRequestRow | null> {
  const [row] = await db.select().from(quoteRequests).where(and(eq(quoteRequests.storeId, storeId), eq(quoteRequests.id, id)));
  return row ?? null;
}
