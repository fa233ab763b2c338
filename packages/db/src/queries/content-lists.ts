import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pages } from '../schema.ts';
import type { StoreScope } from './product-cards.ts';

/** Page kinds that have an overview listing them. */
export const listedPageKinds = ['giving_moment', 'blog_article'] as const;
export type ListedPageKind = (typeof listedPageKinds)[number];

export interface ContentListInput extends StoreScope {
  readonly kind: ListedPageKind;
  readonly limit: number;
  readonly offset: number;
}

export interface ContentListItemRow {
  readonly id: number;
  readonly title: string;
  readonly path: string;
  readonly heroTitle: string | null;
  readonly body: string;
  /** Whether the page has a banner (served at `artworkPath('pages', id)`). */
  readonly hasImage: boolean;
  readonly backgroundColor: string | null;
  /** ISO timestamp; set on blog articles. */
  readonly publishedAt: string | null;
}

export interface ContentList {
  readonly items: ContentListItemRow[];
  readonly totalItems: number;
}

/** Giving moments in their editorial order; blog articles newest first. */
const orderOf = (kind: ListedPageKind) =>
  kind === 'blog_article'
    ? [sql`${pages.publishedAt} DESC NULLS LAST`, asc(pages.position), asc(pages.id)]
    : [asc(pages.position), asc(pages.id)];

/** One page of the store's content pages of a kind in the scope's language, with the total count. */
export async function listContentPages(db: ShopDatabase, input: ContentListInput): Promise<ContentList> {
  const where = and(eq(pages.storeId, input.storeId), eq(pages.language, input.language), eq(pages.kind, input.kind));
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: pages.id,
        title: pages.title,
        path: pages.path,
        heroTitle: pages.heroTitle,
        body: pages.body,
        hasImage: sql<boolean>`${pages.imageSvg} IS NOT NULL`,
        backgroundColor: pages.backgroundColor,
        publishedAt: pages.publishedAt,
      })
      .from(pages)
      .where(where)
      .orderBy(...orderOf(input.kind))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(pages).where(where),
  ]);
  return { items, totalItems: counted?.total ?? 0 };
}
