import { languagePrefix, screenForPath, type BrandConfig, type LanguageCode, type ScreenId } from '@shop/brand-config';
import { loadAllBrands } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import type { pageKinds } from '../schema.ts';
import { buildStoreRows, type StoreRows } from './build-store.ts';
import { routedPath } from './routes.ts';
import { seedStoreFromBrand } from './stores.ts';

interface SeededPath {
  readonly what: string;
  readonly language: string;
  readonly path: string;
  /** null: a landing page, which only the storefront's catch-all may show. */
  readonly screen: ScreenId | null;
}

const informationScreens: Readonly<Record<string, ScreenId>> = {
  'information:delivery': 'delivery',
  'information:cancelation-policy': 'cancelationPolicy',
  'information:terms-conditions': 'termsConditions',
  'information:cookies': 'cookies',
  'information:cookies-privacy-statement': 'cookiesPrivacyStatement',
  'information:contact': 'contact',
};

const pageScreens: Readonly<Record<Exclude<(typeof pageKinds)[number], 'information'>, ScreenId | null>> = {
  giving_moment: 'giveMomentPage',
  blog_article: 'blogArticle',
  business: 'business',
  category: 'category',
  location: 'locationDetail',
  landing: null,
};

/** Every path the seed writes for a store, with the screen it has to open. */
function seededPaths(rows: StoreRows): SeededPath[] {
  const choiceCards = new Set(rows.products.filter((product) => product.isChoiceCard).map((product) => product.id));
  const vocabularyOf = new Map(rows.taxonomyTerms.map((term) => [term.id, term.vocabularyId]));
  return [
    ...rows.productTranslations.map((row) => ({
      what: `product ${row.productId}`,
      language: row.language,
      path: row.path,
      screen: choiceCards.has(row.productId) ? ('choiceCard' as const) : ('productDetail' as const),
    })),
    ...rows.taxonomyTermTranslations.map((row) => ({
      what: `taxonomy term ${row.termId}`,
      language: row.language,
      path: row.path,
      screen: vocabularyOf.get(row.termId) === 'cb_api_giftcard_categories' ? ('category' as const) : ('productList' as const),
    })),
    ...rows.menuCategoryTranslations.map((row) => ({ what: `menu category ${row.menuCategoryId}`, language: row.language, path: row.path, screen: 'category' as const })),
    ...rows.pages.map((row) => ({
      what: `${row.kind} page ${row.translationKey}`,
      language: row.language,
      path: row.path,
      screen: row.kind === 'information' ? (informationScreens[row.translationKey] ?? 'notFound') : pageScreens[row.kind],
    })),
    ...rows.popularSearchTerms.map((row) => ({ what: `popular search term ${row.title}`, language: row.language, path: row.url, screen: 'home' as const })),
    ...rows.highlightedBlocks.map((row) => ({
      what: `highlighted block ${row.title}`,
      language: row.language,
      path: row.referencedPath,
      screen: row.position === 0 ? ('choiceCard' as const) : ('business' as const),
    })),
  ];
}

function screenOf(brand: BrandConfig, seeded: SeededPath): ScreenId | null {
  const language = seeded.language as LanguageCode;
  return screenForPath(brand, language, `${languagePrefix(brand, language)}${seeded.path}`)?.screen ?? null;
}

describe('seeded paths', () => {
  const brands = loadAllBrands();

  it.each(brands.map((brand) => [brand.code, brand] as const))('of %s open their screen in the brand route table', (_code, brand) => {
    const rows = buildStoreRows(seedStoreFromBrand(brand));
    const wrong = seededPaths(rows)
      .map((seeded) => ({ ...seeded, resolves: screenOf(brand, seeded) }))
      .filter((seeded) => seeded.resolves !== seeded.screen)
      .map((seeded) => `${seeded.what} (${seeded.language}) at ${seeded.path} opens ${seeded.resolves ?? 'no screen'}, not ${seeded.screen ?? 'the landing page'}`);
    expect(wrong).toEqual([]);
  });

  it('follow the GCSNL route table for the Dutch cookie statement and location pages', () => {
    const gcsnl = brands.find((brand) => brand.code === 'GCSNL')!;
    const rows = buildStoreRows(seedStoreFromBrand(gcsnl));
    const pathOf = (translationKey: string) => rows.pages.find((page) => page.translationKey === translationKey)?.path;
    expect(pathOf('information:cookies-privacy-statement')).toBe('/cookie-en-privacyverklaring');
    expect(rows.pages.filter((page) => page.kind === 'location').every((page) => page.path.startsWith('/locatie/'))).toBe(true);
  });
});

describe('routedPath', () => {
  const routes = seedStoreFromBrand(loadAllBrands().find((brand) => brand.code === 'GCSIE')!).languages[0]!.routes;

  it('fills the parameter and drops the final slash, the form the API stores paths in', () => {
    expect(routedPath(routes, 'productDetail', 'harbour-house')).toBe('/gift-cards/harbour-house');
    expect(routedPath(routes, 'contact')).toBe('/contact-us');
    expect(routedPath(routes, 'home')).toBe('/');
  });

  it('refuses a route without its parameter', () => {
    expect(() => routedPath(routes, 'giveMomentPage')).toThrow('giveMomentPage route needs a value for :product');
  });
});
