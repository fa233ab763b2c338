import { and, asc, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { homeBlocks } from '../schema.ts';
import type { StoreScope } from './product-cards.ts';

export interface HomeBlockRow {
  readonly id: number;
  readonly blockType: string;
  readonly title: string;
  /** Block-type specific content (product ids, page ids, links). */
  readonly items: unknown;
}

/** The blocks of one queue ('home') in the scope's language, in display order. */
export async function listHomeBlocks(db: ShopDatabase, scope: StoreScope, queueId: string): Promise<HomeBlockRow[]> {
  return db
    .select({ id: homeBlocks.id, blockType: homeBlocks.blockType, title: homeBlocks.title, items: homeBlocks.items })
    .from(homeBlocks)
    .where(and(eq(homeBlocks.storeId, scope.storeId), eq(homeBlocks.language, scope.language), eq(homeBlocks.queueId, queueId)))
    .orderBy(asc(homeBlocks.position));
}
