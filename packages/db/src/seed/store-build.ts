import type * as schema from '../schema.ts';
import { localAmount } from './amounts.ts';
import type { LanguagePack } from './language-pack.ts';
import { languagePack } from './languages.ts';
import { createRandom, type Random } from './random.ts';
import { uniquePaths } from './slug.ts';
import { defaultLanguage, type SeedLanguage, type SeedStore } from './stores.ts';

export type Insert<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

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

/** Ids are `storeId * 100 000 + offset + index`, so every store's rows have stable, disjoint ids. */
const ID_OFFSETS = {
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
type IdKind = keyof typeof ID_OFFSETS;
const IDS_PER_STORE = 100_000;
const MAX_STORE_ID = Math.floor((2 ** 31 - 1 - (IDS_PER_STORE - 1)) / IDS_PER_STORE);

/** One of the store's languages with its texts. */
export interface LanguageTexts {
  readonly language: SeedLanguage;
  readonly pack: LanguagePack;
}

/** What every part of a store's seed shares: the store, its languages, and the rows written so far. */
export interface StoreBuild {
  readonly store: SeedStore;
  readonly mainPack: LanguagePack;
  /** Every language of the store, the default one included, in the brand's order. */
  readonly languages: readonly LanguageTexts[];
  /** One sequence per store: the parts draw from it in a fixed order, so each run gives the same rows. */
  readonly random: Random;
  /** A price authored in euro cents, in the store's currency. */
  readonly money: (euroCents: number) => number;
  /** The path itself the first time it is used in a language, numbered ('-2', '-3', …) after that. */
  readonly uniquePath: (language: string, path: string) => string;
  /** The id of the `index`th row of a kind in this store. */
  readonly id: (kind: IdKind, index: number) => number;
  readonly rows: StoreRows;
}

/** A store's build with the store and its languages written and nothing else yet. */
export function startStoreBuild(store: SeedStore): StoreBuild {
  if (!Number.isInteger(store.storeId) || store.storeId < 1 || store.storeId > MAX_STORE_ID) {
    throw new Error(`Store ${store.code}: store id ${store.storeId} is outside 1..${MAX_STORE_ID}`);
  }
  const base = store.storeId * IDS_PER_STORE;
  const mainLanguage = defaultLanguage(store);
  // A pack may be written for the brand's product noun (French): each language's is made once.
  const languages = store.languages.map((language) => ({ language, pack: languagePack(language) }));
  return {
    store,
    mainPack: languages.find((entry) => entry.language === mainLanguage)!.pack,
    languages,
    random: createRandom(store.storeId * 7919 + 17),
    money: (euroCents) => localAmount(euroCents, store.currency),
    uniquePath: uniquePaths(),
    id: (kind, index) => base + ID_OFFSETS[kind] + index,
    rows: {
      stores: [storeRow(store, mainLanguage)],
      storeLanguages: store.languages.map((language) => storeLanguageRow(store, language)),
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
    },
  };
}

function storeRow(store: SeedStore, mainLanguage: SeedLanguage): Insert<typeof schema.stores> {
  return {
    storeId: store.storeId,
    code: store.code,
    brandGroup: store.group,
    country: store.country,
    currency: store.currency,
    defaultLanguage: mainLanguage.code,
    vatBasisPoints: store.vatBasisPoints,
    primaryColor: store.primaryColor,
    secondaryColor: store.secondaryColor,
  };
}

function storeLanguageRow(store: SeedStore, language: SeedLanguage): Insert<typeof schema.storeLanguages> {
  return {
    storeId: store.storeId,
    language: language.code,
    locale: language.locale,
    isDefault: language.isDefault,
    productWord: language.productWord,
    productSlug: language.productSlug,
  };
}
