import { eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { extras, menuCategories, products } from '../schema.ts';

export type ArtworkKind = 'products' | 'extras' | 'categories';

/** The generated SVG artwork of a product, an extra (wrapper, packing, message card) or a menu category's icon, or null when there is none. */
export async function findArtworkSvg(db: ShopDatabase, kind: ArtworkKind, id: number): Promise<string | null> {
  if (kind === 'categories') {
    const [row] = await db.select({ svg: menuCategories.iconSvg }).from(menuCategories).where(eq(menuCategories.id, id)).limit(1);
    return row?.svg ?? null;
  }
  const table = kind === 'products' ? products : extras;
  const [row] = await db.select({ svg: table.imageSvg }).from(table).where(eq(table.id, id)).limit(1);
  return row?.svg ?? null;
}

/** One round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: ShopDatabase): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
