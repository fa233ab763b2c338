import { eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { extras, products } from '../schema.ts';

export type ArtworkKind = 'products' | 'extras';

/** The generated SVG artwork of a product or an extra (wrapper, packing, message card), or null when there is none. */
export async function findArtworkSvg(db: ShopDatabase, kind: ArtworkKind, id: number): Promise<string | null> {
  const table = kind === 'products' ? products : extras;
  const [row] = await db.select({ svg: table.imageSvg }).from(table).where(eq(table.id, id)).limit(1);
  return row?.svg ?? null;
}

/** One round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: ShopDatabase): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
