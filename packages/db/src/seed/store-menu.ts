import type { CategoryKey } from './categories.ts';
import { categoryIconSvg } from './artwork/index.ts';
import { routedPath } from './routes.ts';
import type { StoreBuild } from './store-build.ts';
import type { ProductDraft } from './store-products.ts';
import type { TermIds } from './store-taxonomy.ts';

const TOP_PRODUCTS_PER_CATEGORY = 4;

/** The header's category menu: one entry per category with its most popular cards. */
export function addMenuCategories(
  build: StoreBuild, categories: readonly CategoryKey[], terms: TermIds, byPopularity: readonly ProductDraft[],
): void {
  const { store, rows, mainPack } = build;
  categories.forEach((category, index) => {
    const id = build.id('menuCategory', index);
    const termId = terms.categories.get(category) ?? null;
    const mainTitle = mainPack.categories[category]?.title ?? category;
    rows.menuCategories.push({ id, storeId: store.storeId, termId, iconSvg: categoryIconSvg(category, store.primaryColor), position: index });
    for (const { language, pack } of build.languages) {
      const title = pack.categories[category] ?? mainPack.categories[category];
      if (!title) continue;
      rows.menuCategoryTranslations.push({
        storeId: store.storeId,
        menuCategoryId: id,
        language: language.code,
        title: title.title,
        path: routedPath(language.routes, 'category', title.slug),
      });
    }
    byPopularity
      .filter((draft) => draft.category === category)
      .slice(0, TOP_PRODUCTS_PER_CATEGORY)
      .forEach((draft, position) => {
        rows.menuCategoryTopProducts.push({ storeId: store.storeId, menuCategoryId: id, productId: draft.id, position });
      });
  });
}
