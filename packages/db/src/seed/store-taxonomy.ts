import type { CategoryKey } from './categories.ts';
import { typeKeys, type TypeKey } from './language-pack.ts';
import { routedPath } from './routes.ts';
import type { StoreBuild } from './store-build.ts';

/** The taxonomy term of each category and product type, which products are filed under. */
export interface TermIds {
  readonly categories: ReadonlyMap<CategoryKey, number>;
  readonly types: ReadonlyMap<TypeKey, number>;
}

/** The category and product type vocabularies, with a title and list path per language. */
export function addTaxonomy(build: StoreBuild, categories: readonly CategoryKey[]): TermIds {
  const { store, rows, mainPack } = build;
  const categoryTermIds = new Map<CategoryKey, number>();
  const typeTermIds = new Map<TypeKey, number>();
  let termIndex = 0;
  for (const category of categories) {
    const id = build.id('term', termIndex);
    categoryTermIds.set(category, id);
    rows.taxonomyTerms.push({ id, storeId: store.storeId, vocabularyId: 'cb_api_giftcard_categories', key: category, position: termIndex });
    for (const { language, pack } of build.languages) {
      const title = pack.categories[category] ?? mainPack.categories[category];
      if (!title) throw new Error(`No category title for ${category} in ${language.code}`);
      rows.taxonomyTermTranslations.push({
        storeId: store.storeId,
        termId: id,
        language: language.code,
        title: title.title,
        path: routedPath(language.routes, 'category', title.slug),
      });
    }
    termIndex += 1;
  }
  for (const type of typeKeys) {
    const id = build.id('term', termIndex);
    typeTermIds.set(type, id);
    rows.taxonomyTerms.push({ id, storeId: store.storeId, vocabularyId: 'cb_api_giftcard_types', key: type, position: termIndex });
    for (const { language, pack } of build.languages) {
      rows.taxonomyTermTranslations.push({
        storeId: store.storeId,
        termId: id,
        language: language.code,
        title: pack.types[type],
        path: `${routedPath(language.routes, 'productList')}?cb_api_giftcard_types=${type}`,
      });
    }
    termIndex += 1;
  }
  return { categories: categoryTermIds, types: typeTermIds };
}
