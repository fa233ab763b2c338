import type * as schema from '../schema.ts';
import { localAmount } from './amounts.ts';
import { accentedNames, categoryKeys, categoryStems, smallCatalogueCategories, type CategoryKey } from './categories.ts';
import { bannerSvg, giftCardSvg, iconSvg, motifs } from './images.ts';
import { informationPageKeys, typeKeys, type InformationPageKey, type LanguagePack, type TypeKey } from './language-pack.ts';
import { languagePack } from './languages.ts';
import { citiesByCountry } from './places.ts';
import { createRandom, type Random } from './random.ts';
import { routedPath, type SeededScreen } from './routes.ts';
import { defaultLanguage, type SeedLanguage, type SeedStore } from './stores.ts';

type Insert<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

/** Every row the seed writes for one store, in foreign-key order. */
export interface StoreRows {
  readonly stores: Insert<typeof schema.stores>[];
  readonly storeLanguages: Insert<typeof schema.storeLanguages>[];
  readonly taxonomyTerms: Insert<typeof schema.taxonomyTerms>[];
  readonly taxonomyTermTranslations: Insert<typeof schema.taxonomyTermTranslations>[];
  readonly products: Insert<typeof schema.products>[];
  readonly productTranslations: Insert<typeof schema.productTranslations>[];
  readonly productVariations: Insert<typeof schema.productVariations>[];
  readonly productTerms: Insert<typeof schema.productTerms>[];
  readonly menuCategories: Insert<typeof schema.menuCategories>[];
  readonly menuCategoryTranslations: Insert<typeof schema.menuCategoryTranslations>[];
  readonly menuCategoryTopProducts: Insert<typeof schema.menuCategoryTopProducts>[];
  readonly pages: Insert<typeof schema.pages>[];
  readonly pageProducts: Insert<typeof schema.pageProducts>[];
  readonly homeBlocks: Insert<typeof schema.homeBlocks>[];
  readonly popularSearchTerms: Insert<typeof schema.popularSearchTerms>[];
  readonly highlightedBlocks: Insert<typeof schema.highlightedBlocks>[];
  readonly coupons: Insert<typeof schema.coupons>[];
  readonly extras: Insert<typeof schema.extras>[];
  readonly extraTranslations: Insert<typeof schema.extraTranslations>[];
  readonly feeRules: Insert<typeof schema.feeRules>[];
  readonly feeRuleTranslations: Insert<typeof schema.feeRuleTranslations>[];
  readonly shippingRules: Insert<typeof schema.shippingRules>[];
}

/** The reference store (GCSIE) gets the full catalogue ('View all 200+'). */
export const REFERENCE_STORE_ID = 70;

/** Ids are `storeId * 100 000 + offset`, so every store's rows have stable, disjoint ids. */
const idOffsets = {
  product: 0,
  variation: 10_000,
  term: 30_000,
  menuCategory: 31_000,
  page: 32_000,
  extra: 40_000,
  homeBlock: 41_000,
  popularTerm: 42_000,
  highlightedBlock: 43_000,
  coupon: 44_000,
  feeRule: 45_000,
} as const;
const MAX_STORE_ID = Math.floor((2 ** 31 - 1 - 99_999) / 100_000);

/** The screen of each information page. */
const informationScreens: Readonly<Record<InformationPageKey, SeededScreen>> = {
  delivery: 'delivery',
  'cancelation-policy': 'cancelationPolicy',
  'terms-conditions': 'termsConditions',
  cookies: 'cookies',
  'cookies-privacy-statement': 'cookiesPrivacyStatement',
  contact: 'contact',
};

const labelColors = ['#e4003a', '#00875a', '#f5a623', '#6f2dbd'] as const;
const euroFixedValues = [1000, 2000, 2500, 5000, 7500, 10000] as const;

interface CatalogueProfile {
  readonly categories: readonly CategoryKey[];
  readonly formatsPerCategory: number;
  readonly stemsPerFormat: number;
  readonly withAccentedNames: boolean;
}

function catalogueProfile(store: SeedStore, language: SeedLanguage): CatalogueProfile {
  if (store.storeId === REFERENCE_STORE_ID) {
    return { categories: categoryKeys, formatsPerCategory: 3, stemsPerFormat: 6, withAccentedNames: true };
  }
  if (language.code === 'nl') {
    return { categories: categoryKeys, formatsPerCategory: 2, stemsPerFormat: 4, withAccentedNames: true };
  }
  return { categories: smallCatalogueCategories, formatsPerCategory: 2, stemsPerFormat: 3, withAccentedNames: true };
}

/** A gift card before it is expanded into rows: its name per language and its category. */
interface CatalogueEntry {
  readonly category: CategoryKey;
  readonly titleIn: (pack: LanguagePack) => string;
}

function catalogueEntries(profile: CatalogueProfile, pack: LanguagePack): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const category of profile.categories) {
    const stems = categoryStems[category].slice(0, profile.stemsPerFormat);
    const defaultFormats = pack.formats[category] ?? [];
    const formatCount = Math.min(profile.formatsPerCategory, defaultFormats.length);
    for (let formatIndex = 0; formatIndex < formatCount; formatIndex += 1) {
      for (const stem of stems) {
        entries.push({
          category,
          titleIn: (languagePackFor) => {
            const formats = languagePackFor.formats[category] ?? defaultFormats;
            const format = formats[formatIndex % formats.length] ?? '{stem}';
            return format.replace('{stem}', stem);
          },
        });
      }
    }
  }
  if (profile.withAccentedNames) {
    for (const [category, names] of Object.entries(accentedNames) as [CategoryKey, readonly string[]][]) {
      for (const name of names) entries.push({ category, titleIn: () => name });
    }
  }
  return entries;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Remembers used paths per language and numbers duplicates ('-2', '-3', …). */
function uniquePaths() {
  const used = new Set<string>();
  return (language: string, path: string): string => {
    let candidate = path;
    for (let suffix = 2; used.has(`${language}:${candidate}`); suffix += 1) candidate = `${path}-${suffix}`;
    used.add(`${language}:${candidate}`);
    return candidate;
  };
}

interface ProductDraft {
  readonly id: number;
  readonly category: CategoryKey | null;
  readonly types: readonly TypeKey[];
  readonly popularity: number;
  readonly titles: ReadonlyMap<string, string>;
  readonly paths: ReadonlyMap<string, string>;
}

export function buildStoreRows(store: SeedStore): StoreRows {
  if (!Number.isInteger(store.storeId) || store.storeId < 1 || store.storeId > MAX_STORE_ID) {
    throw new Error(`Store ${store.code}: store id ${store.storeId} is outside 1..${MAX_STORE_ID}`);
  }
  const base = store.storeId * 100_000;
  const mainLanguage = defaultLanguage(store);
  const mainPack = languagePack(mainLanguage.code);
  const languages = store.languages.map((language) => ({ language, pack: languagePack(language.code) }));
  const random = createRandom(store.storeId * 7919 + 17);
  const money = (euroCents: number) => localAmount(euroCents, store.currency);
  const pathFor = uniquePaths();

  const rows: StoreRows = {
    stores: [
      {
        storeId: store.storeId,
        code: store.code,
        brandGroup: store.group,
        country: store.country,
        currency: store.currency,
        defaultLanguage: mainLanguage.code,
        vatBasisPoints: store.vatBasisPoints,
        primaryColor: store.primaryColor,
        secondaryColor: store.secondaryColor,
      },
    ],
    storeLanguages: store.languages.map((language) => ({
      storeId: store.storeId,
      language: language.code,
      locale: language.locale,
      isDefault: language.isDefault,
      productWord: language.productWord,
      productSlug: language.productSlug,
    })),
    taxonomyTerms: [],
    taxonomyTermTranslations: [],
    products: [],
    productTranslations: [],
    productVariations: [],
    productTerms: [],
    menuCategories: [],
    menuCategoryTranslations: [],
    menuCategoryTopProducts: [],
    pages: [],
    pageProducts: [],
    homeBlocks: [],
    popularSearchTerms: [],
    highlightedBlocks: [],
    coupons: [],
    extras: [],
    extraTranslations: [],
    feeRules: [],
    feeRuleTranslations: [],
    shippingRules: [],
  };

  // --- Taxonomy ------------------------------------------------------------------------------
  const profile = catalogueProfile(store, mainLanguage);
  const categoryTermIds = new Map<CategoryKey, number>();
  const typeTermIds = new Map<TypeKey, number>();
  let termIndex = 0;
  for (const category of profile.categories) {
    const id = base + idOffsets.term + termIndex;
    categoryTermIds.set(category, id);
    rows.taxonomyTerms.push({ id, storeId: store.storeId, vocabularyId: 'cb_api_giftcard_categories', key: category, position: termIndex });
    for (const { language, pack } of languages) {
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
    const id = base + idOffsets.term + termIndex;
    typeTermIds.set(type, id);
    rows.taxonomyTerms.push({ id, storeId: store.storeId, vocabularyId: 'cb_api_giftcard_types', key: type, position: termIndex });
    for (const { language, pack } of languages) {
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

  // --- Products ------------------------------------------------------------------------------
  const drafts: ProductDraft[] = [];
  let productIndex = 0;

  const addProduct = (input: {
    readonly category: CategoryKey | null;
    readonly productType: (typeof schema.productTypes)[number];
    readonly titleIn: (pack: LanguagePack) => string;
    readonly describeIn: (pack: LanguagePack, title: string, language: SeedLanguage) => string;
    /** A fixed path of its own (the choice card's screen) instead of the product detail path. */
    readonly pathIn?: (language: SeedLanguage) => string;
    readonly variations: readonly ('digital' | 'physical')[];
    readonly amounts:
      | { readonly kind: 'fixed'; readonly euroCents: readonly number[] }
      | { readonly kind: 'custom'; readonly minEuroCents: number; readonly maxEuroCents: number; readonly wholeNumbersOnly: boolean };
    readonly flags?: Partial<Insert<typeof schema.products>>;
    readonly label?: { readonly index: number };
    readonly withExternalLink?: boolean;
    readonly types: readonly TypeKey[];
  }): ProductDraft => {
    const id = base + idOffsets.product + productIndex + 1;
    const background = productIndex % 2 === 0 ? store.primaryColor : store.secondaryColor;
    const accent = productIndex % 2 === 0 ? store.secondaryColor : store.primaryColor;
    const mainTitle = input.titleIn(mainPack);
    const labelIcon = input.label ? (input.label.index % 2 === 0 ? 'like' : 'star') : null;
    const popularity = input.flags?.popularity ?? random.integer(1, 1000);
    rows.products.push({
      id,
      storeId: store.storeId,
      productType: input.productType,
      cardType: productIndex % 8 === 0 ? 'large' : 'small',
      imagePath: `/images/products/${id}.svg`,
      imageSvg: giftCardSvg({ title: mainTitle, background, accent, motif: motifs[productIndex % motifs.length] ?? 'circles' }),
      backgroundColor: background,
      showHand: productIndex % 7 === 2,
      showShadow: productIndex % 5 !== 4,
      labelIcon,
      labelColor: input.label ? (labelColors[input.label.index % labelColors.length] ?? null) : null,
      externalLinkUrl: input.withExternalLink ? `https://www.${slugify(mainTitle)}.example` : null,
      position: productIndex,
      ...input.flags,
      popularity,
    });
    const titles = new Map<string, string>();
    const paths = new Map<string, string>();
    for (const { language, pack } of languages) {
      const title = input.titleIn(pack);
      const path = pathFor(language.code, input.pathIn ? input.pathIn(language) : routedPath(language.routes, 'productDetail', slugify(title)));
      titles.set(language.code, title);
      paths.set(language.code, path);
      rows.productTranslations.push({
        storeId: store.storeId,
        productId: id,
        language: language.code,
        title,
        description: input.describeIn(pack, title, language),
        path,
        labelTitle: input.label ? pack.labels[input.label.index % pack.labels.length] : null,
        externalLinkTitle: input.withExternalLink ? pack.externalLinkTitle : null,
      });
    }
    const localIndex = productIndex;
    input.variations.forEach((variationType) => {
      const variationId = base + idOffsets.variation + localIndex * 2 + (variationType === 'digital' ? 0 : 1);
      const amounts = input.amounts;
      rows.productVariations.push({
        id: variationId,
        storeId: store.storeId,
        productId: id,
        variationType,
        sku: `${store.code}-${id}-${variationType === 'digital' ? 'D' : 'P'}`,
        fixedValuesMinor: amounts.kind === 'fixed' ? [...new Set(amounts.euroCents.map(money))] : [],
        customMinMinor: amounts.kind === 'custom' ? money(amounts.minEuroCents) : null,
        customMaxMinor: amounts.kind === 'custom' ? money(amounts.maxEuroCents) : null,
        wholeNumbersOnly: amounts.kind === 'custom' ? amounts.wholeNumbersOnly : true,
      });
    });
    const termIds = [
      ...(input.category ? [categoryTermIds.get(input.category)] : []),
      ...input.types.map((type) => typeTermIds.get(type)),
    ];
    for (const termId of termIds) {
      if (termId !== undefined) rows.productTerms.push({ storeId: store.storeId, productId: id, termId });
    }
    productIndex += 1;
    const draft: ProductDraft = { id, category: input.category, types: input.types, popularity, titles, paths };
    drafts.push(draft);
    return draft;
  };

  const describeGiftCard = (category: CategoryKey) => (pack: LanguagePack, title: string, language: SeedLanguage) => {
    const categoryTitle = pack.categories[category]?.title ?? mainPack.categories[category]?.title ?? category;
    return pack.describe(title, categoryTitle, language.productWord);
  };

  const specialFlags = (random: Random) => ({ popularity: random.integer(900, 1000) });

  const choiceCard = addProduct({
    category: null,
    productType: 'GIFTCARD_DIGITAL',
    titleIn: (pack) => pack.choiceCard.title,
    describeIn: (pack) => pack.choiceCard.description,
    pathIn: (language) => routedPath(language.routes, 'choiceCard'),
    variations: ['digital', 'physical'],
    amounts: { kind: 'custom', minEuroCents: 1000, maxEuroCents: 15000, wholeNumbersOnly: true },
    flags: { isChoiceCard: true, showHand: true, ...specialFlags(random) },
    label: { index: 2 },
    types: ['choice', 'digital', 'physical'],
  });

  const giftCards: ProductDraft[] = [];
  catalogueEntries(profile, mainPack).forEach((entry, index) => {
    const variations: ('digital' | 'physical')[] =
      index % 3 === 0 ? ['digital'] : index % 3 === 1 ? ['digital', 'physical'] : ['physical', 'digital'];
    giftCards.push(
      addProduct({
        category: entry.category,
        productType: index % 3 === 2 ? 'GIFTCARD_PHYSICAL' : 'GIFTCARD_DIGITAL',
        titleIn: entry.titleIn,
        describeIn: describeGiftCard(entry.category),
        variations,
        amounts:
          index % 2 === 0
            ? { kind: 'fixed', euroCents: euroFixedValues.filter((_, valueIndex) => (valueIndex + index) % 4 !== 0) }
            : {
                kind: 'custom',
                minEuroCents: index % 4 === 1 ? 500 : 1000,
                maxEuroCents: [15000, 25000, 50000][index % 3] ?? 15000,
                wholeNumbersOnly: index % 10 !== 5,
              },
        flags: {
          isOnOffer: index % 4 === 0,
          isExchangeableWithChoiceCard: index % 5 !== 4,
          hasFreeLabel: index % 9 === 3,
          stock: index === 7 ? 0 : index % 13 === 6 ? 25 : null,
          perOrderLimit: index % 17 === 8 ? 10 : null,
        },
        ...(index % 6 === 1 ? { label: { index: Math.floor(index / 6) } } : {}),
        withExternalLink: index % 11 === 5,
        types: [
          ...variations,
          ...(entry.category === 'experiences' ? (['experience'] as const) : []),
        ],
      }),
    );
  });

  addProduct({
    category: null,
    productType: 'GIFTCARD_BLANK',
    titleIn: (pack) => pack.blankPack.title,
    describeIn: (pack) => pack.blankPack.description,
    variations: ['physical'],
    amounts: { kind: 'fixed', euroCents: [2500, 5000] },
    types: ['physical'],
  });
  mainPack.donations.forEach((_, donationIndex) => {
    addProduct({
      category: null,
      productType: 'DONATION',
      titleIn: (pack) => (pack.donations[donationIndex] ?? pack.donations[0] ?? mainPack.donations[donationIndex]!).title,
      describeIn: (pack) => (pack.donations[donationIndex] ?? pack.donations[0] ?? mainPack.donations[donationIndex]!).description,
      variations: ['digital'],
      amounts: { kind: 'custom', minEuroCents: 500, maxEuroCents: 50000, wholeNumbersOnly: true },
      types: ['donation'],
    });
  });
  addProduct({
    category: 'tech',
    productType: 'GIFTCARD_DIGITAL',
    titleIn: (pack) => pack.apple.title,
    describeIn: (pack) => pack.apple.description,
    variations: ['digital', 'physical'],
    amounts: { kind: 'fixed', euroCents: [1500, 2500, 5000, 10000] },
    flags: { hasAppleSumLimit: true, ...specialFlags(random) },
    label: { index: 0 },
    types: ['digital', 'physical'],
  });
  addProduct({
    category: 'food',
    productType: 'GIFTCARD_PHYSICAL',
    titleIn: (pack) => pack.wine.title,
    describeIn: (pack) => pack.wine.description,
    variations: ['physical'],
    amounts: { kind: 'fixed', euroCents: [3500, 5000, 7500] },
    flags: { requiresRegisteredShipping: true, isExchangeableWithChoiceCard: true },
    types: ['physical'],
  });

  const byPopularity = [...giftCards].sort((a, b) => b.popularity - a.popularity || a.id - b.id);

  // --- Menu categories with top lists -----------------------------------------------------------
  profile.categories.forEach((category, index) => {
    const id = base + idOffsets.menuCategory + index;
    const termId = categoryTermIds.get(category) ?? null;
    const mainTitle = mainPack.categories[category]?.title ?? category;
    rows.menuCategories.push({ id, storeId: store.storeId, termId, iconSvg: iconSvg(mainTitle.charAt(0), store.primaryColor), position: index });
    for (const { language, pack } of languages) {
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
      .slice(0, 4)
      .forEach((draft, position) => {
        rows.menuCategoryTopProducts.push({ storeId: store.storeId, menuCategoryId: id, productId: draft.id, position });
      });
  });

  // --- Pages ----------------------------------------------------------------------------------
  let pageIndex = 0;
  const addPage = (page: Omit<Insert<typeof schema.pages>, 'id' | 'storeId' | 'position'>): number => {
    const id = base + idOffsets.page + pageIndex;
    rows.pages.push({ id, storeId: store.storeId, position: pageIndex, ...page });
    pageIndex += 1;
    return id;
  };
  const givingMomentPageIds = new Map<string, number[]>();

  for (const { language, pack } of languages) {
    const word = language.productWord;
    pack.givingMoments.forEach((moment, momentIndex) => {
      const pageId = addPage({
        language: language.code,
        kind: 'giving_moment',
        translationKey: `giving-moment:${moment.key}`,
        path: routedPath(language.routes, 'giveMomentPage', moment.slug),
        title: moment.title,
        heroTitle: moment.heroTitle,
        body: `${moment.heroTitle}. ${pack.home.viewAll(word)}.`,
        imageSvg: bannerSvg(moment.title, store.primaryColor, store.secondaryColor),
        backgroundColor: momentIndex % 2 === 0 ? store.primaryColor : store.secondaryColor,
        metaTitle: `${moment.title} | ${store.code}`,
        metaKeywords: `${moment.title.toLowerCase()}, ${word}`,
      });
      givingMomentPageIds.set(language.code, [...(givingMomentPageIds.get(language.code) ?? []), pageId]);
      for (let pick = 0; pick < 12; pick += 1) {
        const product = giftCards[(momentIndex * 7 + pick * 5) % giftCards.length];
        if (!product || rows.pageProducts.some((row) => row.pageId === pageId && row.productId === product.id)) continue;
        rows.pageProducts.push({ storeId: store.storeId, pageId, fieldName: 'products', productId: product.id, position: pick });
      }
    });

    for (const key of informationPageKeys) {
      const info = pack.informationPages[key];
      addPage({
        language: language.code,
        kind: 'information',
        translationKey: `information:${key}`,
        path: routedPath(language.routes, informationScreens[key]),
        title: info.title,
        body: pack.informationBody(info.title, word),
        metaTitle: `${info.title} | ${store.code}`,
        noindex: key === 'cookies' || key === 'cookies-privacy-statement',
        nofollow: key === 'cookies',
      });
    }

    pack.blogArticles.forEach((article, articleIndex) => {
      addPage({
        language: language.code,
        kind: 'blog_article',
        translationKey: `blog:${articleIndex}`,
        path: routedPath(language.routes, 'blogArticle', article.slug),
        title: article.title,
        body: `${article.title}. ${pack.highlighted[0]?.description ?? ''}`,
        imageSvg: bannerSvg(article.title, store.secondaryColor, store.primaryColor),
        metaTitle: article.title,
        metaKeywords: `blog, ${word}`,
        publishedAt: new Date(Date.UTC(2026, articleIndex * 3, 10)).toISOString(),
      });
    });

    pack.landingPages.forEach((landing, landingIndex) => {
      const pageId = addPage({
        language: language.code,
        kind: 'landing',
        translationKey: `landing:${landingIndex}`,
        path: `/${landing.slug}`,
        title: landing.title,
        heroTitle: landing.title,
        body: `${landing.title}. ${pack.home.viewAll(word)}.`,
        metaTitle: landing.title,
      });
      byPopularity.slice(landingIndex * 8, landingIndex * 8 + 8).forEach((draft, position) => {
        rows.pageProducts.push({ storeId: store.storeId, pageId, fieldName: 'products', productId: draft.id, position });
      });
    });

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

    for (const category of profile.categories) {
      const title = pack.categories[category] ?? mainPack.categories[category];
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
        .forEach((draft, position) => {
          rows.pageProducts.push({ storeId: store.storeId, pageId, fieldName: 'products', productId: draft.id, position });
        });
    }

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
          path: pathFor(language.code, routedPath(language.routes, 'locationDetail', slugify(`${title} ${city.name}`))),
          title: `${title}, ${city.name}`,
          body: `${title} – ${city.name}`,
          metaTitle: `${title} ${city.name}`,
          metaKeywords: `${title.toLowerCase()}, ${city.name.toLowerCase()}`,
          latitude: (city.latitude + (locationRandom.next() - 0.5) * 0.06).toFixed(5),
          longitude: (city.longitude + (locationRandom.next() - 0.5) * 0.08).toFixed(5),
          addressStreet: `${city.streets[restaurantIndex % city.streets.length] ?? city.name} ${locationRandom.integer(1, 120)}`,
          addressPostCode: postCode(store.country, locationRandom),
          addressCity: city.name,
          addressCountry: store.country,
        });
        rows.pageProducts.push({ storeId: store.storeId, pageId, fieldName: 'giftcard', productId: draft.id, position: 0 });
      });
  }

  // --- Home, popular search data, highlighted blocks -------------------------------------------
  let homeBlockIndex = 0;
  let popularTermIndex = 0;
  let highlightedIndex = 0;
  const mostChosen = byPopularity.slice(0, 8).map((draft) => draft.id);
  for (const { language, pack } of languages) {
    const blocks = [
      { blockType: 'hero', title: pack.home.viewAll(language.productWord), items: { path: routedPath(language.routes, 'productList'), productIds: [choiceCard.id] } },
      { blockType: 'most_chosen', title: pack.home.mostChosen, items: { featuredProductIds: mostChosen.slice(0, 2), productIds: mostChosen } },
      { blockType: 'categories', title: pack.home.categories, items: { menuCategoryIds: rows.menuCategories.map((category) => category.id) } },
      { blockType: 'giving_moments', title: pack.home.givingMoments, items: { pageIds: givingMomentPageIds.get(language.code) ?? [] } },
    ];
    blocks.forEach((block, position) => {
      rows.homeBlocks.push({
        id: base + idOffsets.homeBlock + homeBlockIndex++,
        storeId: store.storeId,
        language: language.code,
        queueId: 'home',
        position,
        ...block,
      });
    });
    pack.popularTerms.forEach((term, position) => {
      rows.popularSearchTerms.push({
        id: base + idOffsets.popularTerm + popularTermIndex++,
        storeId: store.storeId,
        language: language.code,
        title: term,
        // The storefront opens its search with the term from `?s=` (spec: search reads query parameter s).
        url: `${routedPath(language.routes, 'home')}?s=${encodeURIComponent(term)}`,
        position,
      });
    });
    const highlightedTargets = [choiceCard.paths.get(language.code) ?? routedPath(language.routes, 'productList'), routedPath(language.routes, 'business')];
    pack.highlighted.forEach((block, position) => {
      rows.highlightedBlocks.push({
        id: base + idOffsets.highlightedBlock + highlightedIndex++,
        storeId: store.storeId,
        language: language.code,
        title: block.title,
        description: block.description,
        cardImageSvg: giftCardSvg({ title: block.title, background: store.primaryColor, accent: store.secondaryColor, motif: 'waves' }),
        backgroundImageSvg: bannerSvg(block.title, store.secondaryColor, store.primaryColor),
        referencedPath: highlightedTargets[position] ?? routedPath(language.routes, 'productList'),
        showHand: position === 0,
        position,
      });
    });
  }

  // --- Coupons ----------------------------------------------------------------------------------
  rows.coupons.push(
    { id: base + idOffsets.coupon, storeId: store.storeId, code: 'WELCOME10', valueKind: 'RELATIVE', value: 1000, validFrom: '2026-01-01T00:00:00Z' },
    { id: base + idOffsets.coupon + 1, storeId: store.storeId, code: 'GIFT5', valueKind: 'ABSOLUTE', value: money(500), minimumOrderMinor: money(5000), validFrom: '2026-01-01T00:00:00Z' },
    { id: base + idOffsets.coupon + 2, storeId: store.storeId, code: 'SUMMER2025', valueKind: 'RELATIVE', value: 1500, validFrom: '2025-06-01T00:00:00Z', validUntil: '2025-08-31T23:59:59Z', isActive: false },
  );

  // --- Extras, fees and shipping -------------------------------------------------------------------
  const extraPrices = { WRAPPER: [195, 250, 295], DIGITAL_WRAPPER: [95, 95, 95], GIFT_PACKING: [395, 695], PERSONAL_MESSAGE: [150] } as const;
  let extraIndex = 0;
  for (const kind of ['WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE'] as const) {
    mainPack.extras[kind].forEach((title, kindIndex) => {
      const id = base + idOffsets.extra + extraIndex;
      rows.extras.push({
        id,
        storeId: store.storeId,
        kind,
        sku: `${store.code}-${kind}-${kindIndex + 1}`,
        priceMinor: money(extraPrices[kind][kindIndex] ?? extraPrices[kind][0]),
        imageSvg: giftCardSvg({ title, background: store.secondaryColor, accent: store.primaryColor, motif: motifs[kindIndex % motifs.length] ?? 'dots' }),
        position: extraIndex,
      });
      for (const { language, pack } of languages) {
        const titles = pack.extras[kind];
        rows.extraTranslations.push({ storeId: store.storeId, extraId: id, language: language.code, title: titles[kindIndex % titles.length] ?? title });
      }
      extraIndex += 1;
    });
  }
  const perOrderFeeId = base + idOffsets.feeRule;
  const perPackageFeeId = perOrderFeeId + 1;
  rows.feeRules.push(
    { id: perOrderFeeId, storeId: store.storeId, kind: 'SERVICE_FEE_PER_ORDER', deliveryKind: null, amountMinor: money(95), title: mainPack.fees.perOrder },
    { id: perPackageFeeId, storeId: store.storeId, kind: 'SERVICE_FEE_PER_PACKAGE', deliveryKind: 'PHYSICAL', amountMinor: money(50), title: mainPack.fees.perPhysicalPackage },
  );
  for (const { language, pack } of languages) {
    rows.feeRuleTranslations.push(
      { storeId: store.storeId, feeRuleId: perOrderFeeId, language: language.code, title: pack.fees.perOrder },
      { storeId: store.storeId, feeRuleId: perPackageFeeId, language: language.code, title: pack.fees.perPhysicalPackage },
    );
  }
  rows.shippingRules.push({
    storeId: store.storeId,
    physicalShipmentMinor: money(295),
    registeredShipmentMinor: money(895),
    registeredThresholdMinor: money(30000),
  });

  return rows;
}

function postCode(country: string, random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.integer(0, 9)).join('');
  switch (country) {
    case 'IE':
      return `D${String(random.integer(1, 24)).padStart(2, '0')} ${String.fromCharCode(65 + random.integer(0, 25))}${digits(1)}${String.fromCharCode(65 + random.integer(0, 25))}${digits(1)}`;
    case 'NL':
      // Letter pairs SA, SD and SS are not issued; the first letter is never S here.
      return `${random.integer(1000, 9999)} ${random.pick([...'ABCDEGHJKLMNPRTVWXZ'])}${random.pick([...'ABCDEGHJKLMNPRTVWXZ'])}`;
    default:
      return digits(5);
  }
}
