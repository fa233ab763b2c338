import { isVocabularyId, listTaxonomyTerms, vocabularyIds, type ShopDatabase, type VocabularyId } from '@shop/db';
import type { TaxonomyTerm } from '@shop/graphql';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { storeScope } from './storeScope.ts';

function checkVocabularies(requested: readonly string[] | null | undefined): VocabularyId[] {
  if (requested === null || requested === undefined) return [...vocabularyIds];
  return requested.map((vocabulary, index) => {
    if (!isVocabularyId(vocabulary)) throw invalidInput(`vocabularyIDs.${index}`, `Unknown vocabulary '${vocabulary.slice(0, 40)}'.`);
    return vocabulary;
  });
}

/** The terms of the requested vocabularies (all when none are named) with their product counts. */
export async function taxonomyTerms(db: ShopDatabase, tenant: Tenant, vocabularies: readonly string[] | null | undefined): Promise<TaxonomyTerm[]> {
  const rows = await listTaxonomyTerms(db, storeScope(tenant), [...new Set(checkVocabularies(vocabularies))]);
  return rows.map((row) => ({
    id: String(row.id),
    vocabularyID: row.vocabularyId,
    key: row.key,
    title: row.title,
    path: row.path,
    productCount: row.productCount,
  }));
}
