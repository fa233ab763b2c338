import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ShopDatabase } from '../client.ts';
import { productTerms, productTranslations, taxonomyTerms, taxonomyTermTranslations, vocabularyIds } from '../schema.ts';
import type { StoreScope } from './product-cards.ts';

export type VocabularyId = (typeof vocabularyIds)[number];

export function isVocabularyId(value: string): value is VocabularyId {
  return (vocabularyIds as readonly string[]).includes(value);
}

export interface TaxonomyTermRow {
  readonly id: number;
  readonly vocabularyId: VocabularyId;
  /** Language-neutral key ('restaurants'), the value product filters take. */
  readonly key: string;
  readonly title: string;
  readonly path: string;
  /** Products of the store carrying this term that the listing shows in the scope's language. */
  readonly productCount: number;
}

export interface TaxonomyTermPage {
  readonly id: number;
  readonly title: string;
  readonly path: string;
}

const translationIn = (language: string) =>
  and(
    eq(taxonomyTermTranslations.storeId, taxonomyTerms.storeId),
    eq(taxonomyTermTranslations.termId, taxonomyTerms.id),
    eq(taxonomyTermTranslations.language, language),
  );

/** The terms of the given vocabularies in vocabulary and menu order, each with its product count. */
export async function listTaxonomyTerms(
  db: ShopDatabase,
  scope: StoreScope,
  vocabularies: readonly VocabularyId[],
): Promise<TaxonomyTermRow[]> {
  if (vocabularies.length === 0) return [];
  const rows = await db
    .select({
      id: taxonomyTerms.id,
      vocabularyId: taxonomyTerms.vocabularyId,
      key: taxonomyTerms.key,
      title: taxonomyTermTranslations.title,
      path: taxonomyTermTranslations.path,
      productCount: count(productTranslations.productId),
    })
    .from(taxonomyTerms)
    .innerJoin(taxonomyTermTranslations, translationIn(scope.language))
    .leftJoin(productTerms, and(eq(productTerms.storeId, taxonomyTerms.storeId), eq(productTerms.termId, taxonomyTerms.id)))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.storeId, productTerms.storeId),
        eq(productTranslations.productId, productTerms.productId),
        eq(productTranslations.language, scope.language),
      ),
    )
    .where(and(eq(taxonomyTerms.storeId, scope.storeId), inArray(taxonomyTerms.vocabularyId, [...vocabularies])))
    .groupBy(taxonomyTerms.id, taxonomyTermTranslations.title, taxonomyTermTranslations.path)
    .orderBy(asc(taxonomyTerms.vocabularyId), asc(taxonomyTerms.position), asc(taxonomyTerms.id));
  return rows.map((row) => ({ ...row, vocabularyId: row.vocabularyId as VocabularyId }));
}

/** The taxonomy term whose page is at the first of `paths` that has one. */
export async function findTaxonomyTermByPath(db: ShopDatabase, scope: StoreScope, paths: readonly string[]): Promise<TaxonomyTermPage | null> {
  if (paths.length === 0) return null;
  const candidates = await db
    .select({ id: taxonomyTerms.id, title: taxonomyTermTranslations.title, path: taxonomyTermTranslations.path })
    .from(taxonomyTermTranslations)
    .innerJoin(taxonomyTerms, and(eq(taxonomyTerms.storeId, taxonomyTermTranslations.storeId), eq(taxonomyTerms.id, taxonomyTermTranslations.termId)))
    .where(
      and(
        eq(taxonomyTermTranslations.storeId, scope.storeId),
        eq(taxonomyTermTranslations.language, scope.language),
        inArray(taxonomyTermTranslations.path, [...paths]),
      ),
    );
  return paths.map((path) => candidates.find((candidate) => candidate.path === path)).find((found) => found !== undefined) ?? null;
}
