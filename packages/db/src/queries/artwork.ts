import { eq, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../client.ts';
import { extras, highlightedBlocks, menuCategories, pages, products } from '../schema.ts';

/**
 * Every kind of generated SVG artwork, by the folder it is served from (`/images/<kind>/<id>.svg`): products, extras
 * (wrapper, packing, message card), menu categories' icons, content pages' banners and the search's highlighted
 * blocks (their card and their background). Pictures are addresses, never inline data, so a page's HTML stays small
 * and the browser caches each picture once.
 */
const ARTWORK_COLUMNS = {
  products: { table: products, id: products.id, svg: products.imageSvg },
  extras: { table: extras, id: extras.id, svg: extras.imageSvg },
  categories: { table: menuCategories, id: menuCategories.id, svg: menuCategories.iconSvg },
  pages: { table: pages, id: pages.id, svg: pages.imageSvg },
  'highlight-cards': { table: highlightedBlocks, id: highlightedBlocks.id, svg: highlightedBlocks.cardImageSvg },
  'highlight-backgrounds': { table: highlightedBlocks, id: highlightedBlocks.id, svg: highlightedBlocks.backgroundImageSvg },
} as const satisfies Record<string, { readonly table: PgTable; readonly id: Column; readonly svg: Column }>;

export type ArtworkKind = keyof typeof ARTWORK_COLUMNS;
export const ARTWORK_KINDS = Object.keys(ARTWORK_COLUMNS) as readonly ArtworkKind[];

/** Where a picture is served, relative to the site (the storefront proxies `/images/`). */
export const artworkPath = (kind: ArtworkKind, id: number): string => `/images/${kind}/${id}.svg`;

/** The generated SVG artwork of one kind and id, or null when there is none. */
export async function findArtworkSvg(db: ShopDatabase, kind: ArtworkKind, id: number): Promise<string | null> {
  const { table, id: idColumn, svg } = ARTWORK_COLUMNS[kind];
  const [row] = await db.select({ svg }).from(table).where(eq(idColumn, id)).limit(1);
  return (row?.svg as string | null | undefined) ?? null;
}

/** One round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: ShopDatabase): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
