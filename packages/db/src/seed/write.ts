import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ShopExecutor } from '../client.ts';
import * as schema from '../schema.ts';
import type { StoreRows } from './build-store.ts';

/** Bind parameters per INSERT statement; Postgres allows 65 535. */
const MAX_PARAMETERS = 60_000;

/** `SET col = excluded.col` for every column except the key and generated columns. */
function excludedColumns(table: PgTable, keyColumns: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (keyColumns.includes(column.name) || column.generated) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Inserts rows, or updates them in place when their key exists, so re-running changes nothing. */
async function upsert<Table extends PgTable>(
  db: ShopExecutor,
  table: Table,
  keyColumns: readonly string[],
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const target = keyColumns.map((name) => {
    const column = Object.values(columns).find((candidate) => candidate.name === name);
    if (!column) throw new Error(`Unknown key column ${name}`);
    return column;
  });
  const set = excludedColumns(table, keyColumns);
  // Few, large statements: per-statement overhead dominates seeding time on embedded PGlite.
  const batchSize = Math.floor(MAX_PARAMETERS / Object.keys(columns).length);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const insert = db.insert(table).values(batch as Table['$inferInsert'][]);
    await (Object.keys(set).length > 0
      ? insert.onConflictDoUpdate({ target, set })
      : insert.onConflictDoNothing({ target }));
  }
}

export async function writeVocabularies(db: ShopExecutor): Promise<void> {
  await upsert(db, schema.taxonomyVocabularies, ['id'], [
    { id: 'cb_api_giftcard_categories', title: 'Gift card categories' },
    { id: 'cb_api_giftcard_types', title: 'Gift card types' },
  ]);
}

/** Concatenates the rows of several stores table by table, so each table is written in bulk. */
export function mergeStoreRows(perStore: readonly StoreRows[]): StoreRows {
  const merged: Record<string, unknown[]> = {};
  for (const rows of perStore) {
    for (const [table, tableRows] of Object.entries(rows) as [string, unknown[]][]) {
      merged[table] = [...(merged[table] ?? []), ...tableRows];
    }
  }
  return merged as unknown as StoreRows;
}

export async function writeStoreRows(db: ShopExecutor, rows: StoreRows): Promise<void> {
  await upsert(db, schema.stores, ['store_id'], rows.stores);
  await upsert(db, schema.storeLanguages, ['store_id', 'language'], rows.storeLanguages);
  await upsert(db, schema.taxonomyTerms, ['id'], rows.taxonomyTerms);
  await upsert(db, schema.taxonomyTermTranslations, ['term_id', 'language'], rows.taxonomyTermTranslations);
  await upsert(db, schema.products, ['id'], rows.products);
  await upsert(db, schema.productTranslations, ['product_id', 'language'], rows.productTranslations);
  await upsert(db, schema.productVariations, ['id'], rows.productVariations);
  await upsert(db, schema.productTerms, ['product_id', 'term_id'], rows.productTerms);
  await upsert(db, schema.menuCategories, ['id'], rows.menuCategories);
  await upsert(db, schema.menuCategoryTranslations, ['menu_category_id', 'language'], rows.menuCategoryTranslations);
  await upsert(db, schema.menuCategoryTopProducts, ['menu_category_id', 'product_id'], rows.menuCategoryTopProducts);
  await upsert(db, schema.pages, ['id'], rows.pages);
  await upsert(db, schema.pageProducts, ['page_id', 'field_name', 'product_id'], rows.pageProducts);
  await upsert(db, schema.homeBlocks, ['id'], rows.homeBlocks);
  await upsert(db, schema.popularSearchTerms, ['id'], rows.popularSearchTerms);
  await upsert(db, schema.highlightedBlocks, ['id'], rows.highlightedBlocks);
  await upsert(db, schema.coupons, ['id'], rows.coupons);
  await upsert(db, schema.extras, ['id'], rows.extras);
  await upsert(db, schema.extraTranslations, ['extra_id', 'language'], rows.extraTranslations);
  await upsert(db, schema.feeRules, ['id'], rows.feeRules);
  await upsert(db, schema.feeRuleTranslations, ['fee_rule_id', 'language'], rows.feeRuleTranslations);
  await upsert(db, schema.shippingRules, ['store_id'], rows.shippingRules);
}
