import { bannerSvg, giftCardSvg, shopIdentity, type BannerSubject } from './artwork/index.ts';
import { routedPath } from './routes.ts';
import type { StoreBuild } from './store-build.ts';
import type { Assortment } from './store-catalogue.ts';
import type { GivingMomentPageIds } from './store-pages.ts';
import type { ProductDraft } from './store-products.ts';

const MOST_CHOSEN = 8;
/** The highlighted blocks' backgrounds, in their order: the choice card, then the business page. */
const HIGHLIGHTED_BANNERS: readonly BannerSubject[] = ['choice-card', 'generic'];
const FEATURED = 2;

/** The home page's blocks per language: hero, most chosen cards, categories and giving moments. */
export function addHomeBlocks(
  build: StoreBuild, { choiceCard }: Assortment, byPopularity: readonly ProductDraft[], givingMomentPageIds: GivingMomentPageIds,
): void {
  const { store, rows } = build;
  const mostChosen = byPopularity.slice(0, MOST_CHOSEN).map((draft) => draft.id);
  let homeBlockIndex = 0;
  for (const { language, pack } of build.languages) {
    const blocks = [
      { blockType: 'hero', title: pack.home.viewAll(language.productWord), items: { path: routedPath(language.routes, 'productList'), productIds: [choiceCard.id] } },
      { blockType: 'most_chosen', title: pack.home.mostChosen, items: { featuredProductIds: mostChosen.slice(0, FEATURED), productIds: mostChosen } },
      { blockType: 'categories', title: pack.home.categories, items: { menuCategoryIds: rows.menuCategories.map((category) => category.id) } },
      { blockType: 'giving_moments', title: pack.home.givingMoments, items: { pageIds: givingMomentPageIds.get(language.code) ?? [] } },
    ];
    blocks.forEach((block, position) => {
      rows.homeBlocks.push({
        id: build.id('homeBlock', homeBlockIndex++),
        storeId: store.storeId,
        language: language.code,
        queueId: 'home',
        position,
        ...block,
      });
    });
  }
}

/** The search's popular terms per language; each opens the search with its term. */
export function addPopularSearchTerms(build: StoreBuild): void {
  let popularTermIndex = 0;
  for (const { language, pack } of build.languages) {
    pack.popularTerms.forEach((term, position) => {
      build.rows.popularSearchTerms.push({
        id: build.id('popularTerm', popularTermIndex++),
        storeId: build.store.storeId,
        language: language.code,
        title: term,
        // The storefront opens its search with the term from `?s=` (spec: search reads query parameter s).
        url: `${routedPath(language.routes, 'home')}?s=${encodeURIComponent(term)}`,
        position,
      });
    });
  }
}

/** The highlighted blocks per language: the first points at the choice card, the second at the business page. */
export function addHighlightedBlocks(build: StoreBuild, { choiceCard }: Assortment): void {
  const { store } = build;
  let highlightedIndex = 0;
  for (const { language, pack } of build.languages) {
    const targets = [choiceCard.paths.get(language.code) ?? routedPath(language.routes, 'productList'), routedPath(language.routes, 'business')];
    pack.highlighted.forEach((block, position) => {
      build.rows.highlightedBlocks.push({
        id: build.id('highlightedBlock', highlightedIndex++),
        storeId: store.storeId,
        language: language.code,
        title: block.title,
        description: block.description,
        cardImageSvg: giftCardSvg({ name: block.title, subject: 'general', shop: shopIdentity(store) }),
        backgroundImageSvg: bannerSvg({ subject: HIGHLIGHTED_BANNERS[position] ?? 'generic', brandColor: store.primaryColor, accentColor: store.secondaryColor }),
        referencedPath: targets[position] ?? routedPath(language.routes, 'productList'),
        showHand: position === 0,
        position,
      });
    });
  }
}
