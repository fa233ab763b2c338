import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { pages } from '../schema.ts';
import type { StoreScope } from './product-cards.ts';

export interface ContentPageRow {
  readonly id: number;
  readonly kind: (typeof pages.$inferSelect)['kind'];
  /** Shared by the language versions of one page. */
  readonly translationKey: string;
  readonly path: string;
  readonly title: string;
  readonly heroTitle: string | null;
  readonly body: string;
  readonly metaTitle: string;
  readonly metaKeywords: string;
  readonly noindex: boolean;
  readonly nofollow: boolean;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly addressStreet: string | null;
  readonly addressCity: string | null;
}

export interface PageVersion {
  readonly language: string;
  readonly path: string;
}

const decimalOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** The content page at the first of `paths` that has one, in the scope's language. */
export async function findContentPageByPath(db: ShopDatabase, scope: StoreScope, paths: readonly string[]): Promise<ContentPageRow | null> {
  if (paths.length === 0) return null;
  const candidates = await db
    .select({
      id: pages.id,
      kind: pages.kind,
      translationKey: pages.translationKey,
      path: pages.path,
      title: pages.title,
      heroTitle: pages.heroTitle,
      body: pages.body,
      metaTitle: pages.metaTitle,
      metaKeywords: pages.metaKeywords,
      noindex: pages.noindex,
      nofollow: pages.nofollow,
      latitude: pages.latitude,
      longitude: pages.longitude,
      addressStreet: pages.addressStreet,
      addressCity: pages.addressCity,
    })
    .from(pages)
    .where(and(eq(pages.storeId, scope.storeId), eq(pages.language, scope.language), inArray(pages.path, [...paths])));
  const page = paths.map((path) => candidates.find((candidate) => candidate.path === path)).find((found) => found !== undefined);
  if (!page) return null;
  // numeric(8,5) arrives as text.
  return { ...page, latitude: decimalOrNull(page.latitude), longitude: decimalOrNull(page.longitude) };
}

/** Every language version of a page (its hreflang alternates), by language. */
export async function listPageVersions(db: ShopDatabase, storeId: number, translationKey: string): Promise<PageVersion[]> {
  return db
    .select({ language: pages.language, path: pages.path })
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.translationKey, translationKey)))
    .orderBy(asc(pages.language));
}
