import { catalogueProfile } from './catalogue-profile.ts';
import { startStoreBuild, type StoreRows } from './store-build.ts';
import { addAssortment } from './store-catalogue.ts';
import { addHighlightedBlocks, addHomeBlocks, addPopularSearchTerms } from './store-home.ts';
import { addMenuCategories } from './store-menu.ts';
import { addPages } from './store-pages.ts';
import { addCoupons, addExtras, addFees, addShipping } from './store-rules.ts';
import { addTaxonomy } from './store-taxonomy.ts';
import { defaultLanguage, type SeedStore } from './stores.ts';

export { REFERENCE_STORE_ID } from './catalogue-profile.ts';
export { slugify } from './slug.ts';
export type { StoreRows } from './store-build.ts';

/**
 * Every row of one store: its catalogue, content and rules. The parts run in a fixed order because they share the
 * store's random sequence and refer to what earlier parts wrote (terms, products, menu categories, pages).
 */
export function buildStoreRows(store: SeedStore): StoreRows {
  const build = startStoreBuild(store);
  const profile = catalogueProfile(store, defaultLanguage(store));
  const { categories } = profile;
  const terms = addTaxonomy(build, categories);
  const assortment = addAssortment(build, profile, terms);
  const byPopularity = [...assortment.giftCards].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  addMenuCategories(build, categories, terms, byPopularity);
  const givingMomentPageIds = addPages(build, categories, assortment, byPopularity);
  addHomeBlocks(build, assortment, byPopularity, givingMomentPageIds);
  addPopularSearchTerms(build);
  addHighlightedBlocks(build, assortment);
  addCoupons(build);
  addExtras(build);
  addFees(build);
  addShipping(build);
  return build.rows;
}
