import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { seedState } from '../schema.ts';
import { buildStoreRows } from './build-store.ts';
import type { SeedStore } from './stores.ts';
import { mergeStoreRows, writeStoreRows, writeVocabularies } from './write.ts';

/** Bump when the generator changes in a way the row fingerprint would not notice. */
const SEED_VERSION = 1;

export interface SeedOptions {
  /** Stores to seed; defaults to every brand in `brands/`. */
  readonly stores?: readonly SeedStore[];
  /** Rewrite stores whose data is unchanged (the rows are upserted, so the result is the same). */
  readonly force?: boolean;
}

export interface SeedReport {
  readonly seeded: readonly string[];
  readonly unchanged: readonly string[];
}

/**
 * Writes the catalogue, content and rules of every store in one transaction. Idempotent: ids are
 * deterministic and rows are upserted; a store whose data fingerprint is unchanged is skipped.
 */
export async function seed(db: ShopDatabase, options: SeedOptions = {}): Promise<SeedReport> {
  const stores = options.stores ?? (await loadBrandStores());
  assertUniqueStoreIds(stores);
  const planned = stores.map((store) => {
    const rows = buildStoreRows(store);
    const fingerprint = createHash('sha256').update(`${SEED_VERSION}:${JSON.stringify(rows)}`).digest('hex');
    return { store, rows, fingerprint };
  });

  const seeded: string[] = [];
  const unchanged: string[] = [];
  await db.transaction(async (tx) => {
    const previous = new Map(
      (await tx.select().from(seedState)).map((state) => [state.storeId, state.fingerprint] as const),
    );
    const changed = planned.filter(({ store, fingerprint }) => options.force || previous.get(store.storeId) !== fingerprint);
    for (const { store } of planned) (changed.some((plan) => plan.store === store) ? seeded : unchanged).push(store.code);
    if (changed.length === 0) return;
    await writeVocabularies(tx);
    await writeStoreRows(tx, mergeStoreRows(changed.map((plan) => plan.rows)));
    const now = new Date();
    await tx
      .insert(seedState)
      .values(changed.map(({ store, fingerprint }) => ({ storeId: store.storeId, fingerprint, seededAt: now })))
      .onConflictDoUpdate({ target: seedState.storeId, set: { fingerprint: sql`excluded.fingerprint`, seededAt: now } });
  });
  return { seeded, unchanged };
}

async function loadBrandStores(): Promise<SeedStore[]> {
  const { storesFromBrandConfigs } = await import('./brands.ts');
  return storesFromBrandConfigs();
}

function assertUniqueStoreIds(stores: readonly SeedStore[]): void {
  const seen = new Map<number, string>();
  for (const store of stores) {
    const other = seen.get(store.storeId);
    if (other) throw new Error(`Brands ${other} and ${store.code} share store id ${store.storeId}`);
    seen.set(store.storeId, store.code);
  }
}
