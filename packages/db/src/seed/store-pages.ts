import { streetLine } from '@shop/validation';
import type * as schema from '../schema.ts';
import type { CategoryKey } from './categories.ts';
import { bannerSvg } from './artwork/index.ts';
import { editionFor, informationPageKeys, type InformationPageKey } from './language-pack.ts';
import { citiesByCountry } from './places.ts';
import { postCode } from './post-codes.ts';
import { createRandom } from './random.ts';
import { routedPath, type SeededScreen } from './routes.ts';
import { slugify } from './slug.ts';
import { oneFullStop } from './text-case.ts';
import type { Insert, LanguageTexts, StoreBuild } from './store-build.ts';
import type { Assortment } from './store-catalogue.ts';
import { storeFacts, type StoreFacts } from './store-facts.ts';
import type { ProductDraft } from './store-products.ts';

/** The screen of each information page. */
const INFORMATION_SCREENS = {
  delivery: 'delivery',
  'cancelation-policy': 'cancelationPolicy',
  'terms-conditions': 'termsConditions',
  cookies: 'cookies',
  'cookies-privacy-statement': 'cookiesPrivacyStatement',
  contact: 'contact',
} as const satisfies Record<InformationPageKey, SeededScreen>;

const PRODUCTS_PER_GIVING_MOMENT = 12;
const PRODUCTS_PER_LANDING_PAGE = 8;

type PageFields = Omit<Insert<typeof schema.pages>, 'id' | 'storeId' | 'position'>;

/** The pages of one language, written by page kind. */
interface LanguagePages extends LanguageTexts {
  readonly build: StoreBuild;
  readonly facts: StoreFacts;
  /** Writes a page with the next id and position and returns its id. */
  readonly addPage: (page: PageFields) => number;
}

/** Giving moment page ids per language, in their order, for the home page's block. */
export type GivingMomentPageIds = ReadonlyMap<string, readonly number[]>;

/** The content pages of every language: giving moments, information, blog, landing, business, category and location pages. */
export function addPages(
  build: StoreBuild, categories: readonly CategoryKey[], { giftCards }: Assortment, byPopularity: readonly ProductDraft[],
): GivingMomentPageIds {
  const addPage = pageWriter(build);
  const givingMomentPageIds = new Map<string, readonly number[]>();
  for (const texts of build.languages) {
    const pages: LanguagePages = { build, addPage, facts: storeFacts(build, texts.language), ...texts };
    givingMomentPageIds.set(texts.language.code, addGivingMomentPages(pages, giftCards));
    addInformationPages(pages);
    addBlogArticles(pages);
    addLandingPages(pages, byPopularity);
    addBusinessPage(pages);
    addCategoryPages(pages, categories, giftCards);
    addLocationPages(pages, giftCards);
  }
  return givingMomentPageIds;
}

function pageWriter(build: StoreBuild): (page: PageFields) => number {
  let pageIndex = 0;
  return (page) => {
    const id = build.id('page', pageIndex);
    build.rows.pages.push({ id, storeId: build.store.storeId, position: pageIndex, ...page });
    pageIndex += 1;
    return id;
  };
}

function listProduct(build: StoreBuild, pageId: number, productId: number, position: number, fieldName = 'products'): void {
  build.rows.pageProducts.push({ storeId: build.store.storeId, pageId, fieldName, productId, position });
}

function addGivingMomentPages({ build, addPage, language, pack, facts }: LanguagePages, giftCards: readonly ProductDraft[]): number[] {
  const { store, rows } = build;
  const word = language.productWord;
  return pack.givingMoments.map((moment, momentIndex) => {
    const pageId = addPage({
      language: language.code,
      kind: 'giving_moment',
      translationKey: `giving-moment:${moment.key}`,
      path: routedPath(language.routes, 'giveMomentPage', moment.slug),
      title: moment.title,
      heroTitle: moment.heroTitle,
      body: moment.body(facts),
      imageSvg: bannerSvg({ subject: moment.key, brandColor: store.primaryColor, accentColor: store.secondaryColor }),
      backgroundColor: momentIndex % 2 === 0 ? store.primaryColor : store.secondaryColor,
      metaTitle: moment.title,
      metaKeywords: `${moment.title.toLowerCase()}, ${word}`,
    });
    for (let pick = 0; pick < PRODUCTS_PER_GIVING_MOMENT; pick += 1) {
      const product = giftCards[(momentIndex * 7 + pick * 5) % giftCards.length];
      if (!product || rows.pageProducts.some((row) => row.pageId === pageId && row.productId === product.id)) continue;
      listProduct(build, pageId, product.id, pick);
    }
    return pageId;
  });
}

function addInformationPages({ build, addPage, language, pack, facts }: LanguagePages): void {
  for (const key of informationPageKeys) {
    const info = pack.informationPages[key];
    addPage({
      language: language.code,
      kind: 'information',
      translationKey: `information:${key}`,
      path: routedPath(language.routes, INFORMATION_SCREENS[key]),
      title: info.title,
      body: oneFullStop(pack.informationBody(key, facts)),
      metaTitle: info.title,
      noindex: key === 'cookies' || key === 'cookies-privacy-statement',
      nofollow: key === 'cookies',
    });
  }
}

/**
 * The hour (UTC) an article is published: 10:00 is the same calendar day from New York (05:00) to Wellington (22:00 or
 * 23:00), so no store shows an article as published the day before or after.
 */
const PUBLISHED_AT_UTC_HOUR = 10;

function addBlogArticles({ build, addPage, language, pack, facts }: LanguagePages): void {
  const { store } = build;
  pack.blogArticles.forEach((written, articleIndex) => {
    const article = editionFor(written, facts.organization.address.country);
    addPage({
      language: language.code,
      kind: 'blog_article',
      translationKey: `blog:${articleIndex}`,
      path: routedPath(language.routes, 'blogArticle', article.slug),
      title: article.title,
      body: article.body(facts),
      imageSvg: bannerSvg({ subject: article.topic, brandColor: store.primaryColor, accentColor: store.secondaryColor }),
      metaTitle: article.title,
      metaKeywords: `blog, ${language.productWord}`,
      publishedAt: new Date(Date.UTC(2026, articleIndex * 3, 10, PUBLISHED_AT_UTC_HOUR)).toISOString(),
    });
  });
}

function addLandingPages({ build, addPage, language, pack }: LanguagePages, byPopularity: readonly ProductDraft[]): void {
  pack.landingPages.forEach((landing, landingIndex) => {
    const pageId = addPage({
      language: language.code,
      kind: 'landing',
      translationKey: `landing:${landingIndex}`,
      path: `/${landing.slug}`,
      title: landing.title,
      heroTitle: landing.title,
      body: `${landing.title}. ${pack.home.viewAll(language.productWord)}.`,
      metaTitle: landing.title,
    });
    const first = landingIndex * PRODUCTS_PER_LANDING_PAGE;
    byPopularity.slice(first, first + PRODUCTS_PER_LANDING_PAGE).forEach((draft, position) => listProduct(build, pageId, draft.id, position));
  });
}

function addBusinessPage({ addPage, language, pack }: LanguagePages): void {
  addPage({
    language: language.code,
    kind: 'business',
    translationKey: 'business',
    path: routedPath(language.routes, 'business'),
    title: pack.business.title,
    heroTitle: pack.business.title,
    body: pack.highlighted[1]?.description ?? pack.business.title,
    metaTitle: pack.business.title,
  });
}

function addCategoryPages(
  { build, addPage, language, pack }: LanguagePages, categories: readonly CategoryKey[], giftCards: readonly ProductDraft[],
): void {
  const word = language.productWord;
  for (const category of categories) {
    const title = pack.categories[category] ?? build.mainPack.categories[category];
    if (!title) continue;
    const pageId = addPage({
      language: language.code,
      kind: 'category',
      translationKey: `category:${category}`,
      path: routedPath(language.routes, 'category', title.slug),
      title: title.title,
      heroTitle: title.title,
      body: `${title.title} – ${word}`,
      metaTitle: `${title.title} ${word}`,
      metaKeywords: `${title.title.toLowerCase()}, ${word}`,
    });
    giftCards
      .filter((draft) => draft.category === category)
      .forEach((draft, position) => listProduct(build, pageId, draft.id, position));
  }
}

/** One location page per restaurant card, in a city of the store's country, with a plausible address. */
function addLocationPages({ build, addPage, language }: LanguagePages, giftCards: readonly ProductDraft[]): void {
  const { store } = build;
  const cities = citiesByCountry[store.country] ?? [];
  giftCards
    .filter((draft) => draft.category === 'restaurants')
    .forEach((draft, restaurantIndex) => {
      const city = cities[restaurantIndex % Math.max(cities.length, 1)];
      if (!city) return;
      const title = draft.titles.get(language.code) ?? '';
      const locationRandom = createRandom(draft.id);
      const pageId = addPage({
        language: language.code,
        kind: 'location',
        translationKey: `location:${draft.id}`,
        path: build.uniquePath(language.code, routedPath(language.routes, 'locationDetail', slugify(`${title} ${city.name}`))),
        title: `${title}, ${city.name}`,
        body: `${title} – ${city.name}`,
        metaTitle: `${title} ${city.name}`,
        metaKeywords: `${title.toLowerCase()}, ${city.name.toLowerCase()}`,
        latitude: (city.latitude + (locationRandom.next() - 0.5) * 0.06).toFixed(5),
        longitude: (city.longitude + (locationRandom.next() - 0.5) * 0.08).toFixed(5),
        // The street line as the country writes it: '66 Grafton Street' in Ireland, 'Prinsengracht 66' in the Netherlands.
        addressStreet: streetLine({
          street: city.streets[restaurantIndex % city.streets.length] ?? city.name,
          houseNumber: String(locationRandom.integer(1, 120)),
          city: city.name,
          countryCode: store.country,
        }),
        addressPostCode: postCode(store.country, locationRandom),
        addressCity: city.name,
        addressCountry: store.country,
      });
      listProduct(build, pageId, draft.id, 0, 'giftcard');
    });
}
