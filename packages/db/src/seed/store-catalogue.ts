import { appleOrderSumLimit } from '@shop/cart-rules';
import { formatMoney } from '@shop/money';
import type { CategoryKey } from './categories.ts';
import { catalogueEntries, type CatalogueEntry, type CatalogueProfile } from './catalogue-profile.ts';
import type { LanguagePack } from './language-pack.ts';
import { routedPath } from './routes.ts';
import type { StoreBuild } from './store-build.ts';
import { productWriter, type ProductDraft, type ProductSpec } from './store-products.ts';
import type { TermIds } from './store-taxonomy.ts';
import type { SeedLanguage } from './stores.ts';

const EURO_FIXED_VALUES = [1000, 2000, 2500, 5000, 7500, 10000] as const;

/** The products other parts of the seed list: the choice card and the regular gift cards. */
export interface Assortment {
  readonly choiceCard: ProductDraft;
  readonly giftCards: readonly ProductDraft[];
}

/**
 * The store's products, in the order their ids are given: the choice card, the gift cards of the catalogue, the blank
 * pack, the donations and two special cards (one with Apple's sum limit, one needing registered shipping).
 */
export function addAssortment(build: StoreBuild, profile: CatalogueProfile, terms: TermIds): Assortment {
  const write = productWriter(build, terms);
  const choiceCard = write(choiceCardSpec(build));
  const giftCards = catalogueEntries(profile, build.mainPack).map((entry, index) => write(giftCardSpec(build, entry, index)));
  write(blankPackSpec());
  build.mainPack.donations.forEach((_, donationIndex) => write(donationSpec(build, donationIndex)));
  write(appleSpec(build));
  write(wineSpec());
  return { choiceCard, giftCards };
}

/** Cards everyone should see near the top of popular lists. */
const specialFlags = (build: StoreBuild) => ({ popularity: build.random.integer(900, 1000) });

function choiceCardSpec(build: StoreBuild): ProductSpec {
  return {
    category: null,
    productType: 'GIFTCARD_DIGITAL',
    titleIn: (pack) => pack.choiceCard.title,
    describeIn: (pack) => pack.choiceCard.description,
    pathIn: (language) => routedPath(language.routes, 'choiceCard'),
    variations: ['digital', 'physical'],
    amounts: { kind: 'custom', minEuroCents: 1000, maxEuroCents: 15000, wholeNumbersOnly: true },
    flags: { isChoiceCard: true, showHand: true, ...specialFlags(build) },
    label: { index: 2 },
    types: ['choice', 'digital', 'physical'],
  };
}

const describeGiftCard = (build: StoreBuild, category: CategoryKey, variations: ProductSpec['variations'], variant: number) =>
  (pack: LanguagePack, title: string, language: SeedLanguage) => {
    const categoryTitle = pack.categories[category]?.title ?? build.mainPack.categories[category]?.title ?? category;
    return pack.describe({ title, category, categoryTitle, productWord: language.productWord, variations, variant });
  };

/** The catalogue's cards vary by position, so every combination of options occurs. */
function giftCardSpec(build: StoreBuild, entry: CatalogueEntry, index: number): ProductSpec {
  const variations: ProductSpec['variations'] =
    index % 3 === 0 ? ['digital'] : index % 3 === 1 ? ['digital', 'physical'] : ['physical', 'digital'];
  return {
    category: entry.category,
    productType: index % 3 === 2 ? 'GIFTCARD_PHYSICAL' : 'GIFTCARD_DIGITAL',
    titleIn: entry.titleIn,
    describeIn: describeGiftCard(build, entry.category, variations, index),
    variations,
    amounts:
      index % 2 === 0
        ? { kind: 'fixed', euroCents: EURO_FIXED_VALUES.filter((_, valueIndex) => (valueIndex + index) % 4 !== 0) }
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
  };
}

function blankPackSpec(): ProductSpec {
  return {
    category: null,
    productType: 'GIFTCARD_BLANK',
    titleIn: (pack) => pack.blankPack.title,
    describeIn: (pack) => pack.blankPack.description,
    variations: ['physical'],
    amounts: { kind: 'fixed', euroCents: [2500, 5000] },
    types: ['physical'],
  };
}

function donationSpec(build: StoreBuild, donationIndex: number): ProductSpec {
  const donationIn = (pack: LanguagePack) => (pack.donations[donationIndex] ?? pack.donations[0] ?? build.mainPack.donations[donationIndex]!);
  return {
    category: null,
    productType: 'DONATION',
    titleIn: (pack) => donationIn(pack).title,
    describeIn: (pack) => donationIn(pack).description,
    variations: ['digital'],
    amounts: { kind: 'custom', minEuroCents: 500, maxEuroCents: 50000, wholeNumbersOnly: true },
    types: ['donation'],
  };
}

/** Apple's limit per order (the one the API enforces) as the language writes an amount in a sentence ('€500', '500 kr.'). */
function appleLimitIn(build: StoreBuild, language: SeedLanguage): string {
  return formatMoney({ ...appleOrderSumLimit(build.store.currency), locale: language.locale, display: 'symbol', wholeWithoutDecimals: true });
}

function appleSpec(build: StoreBuild): ProductSpec {
  return {
    category: 'tech',
    productType: 'GIFTCARD_DIGITAL',
    titleIn: (pack) => pack.apple.title,
    describeIn: (pack, _title, language) => pack.apple.description(appleLimitIn(build, language)),
    variations: ['digital', 'physical'],
    amounts: { kind: 'fixed', euroCents: [1500, 2500, 5000, 10000] },
    flags: { hasAppleSumLimit: true, ...specialFlags(build) },
    label: { index: 0 },
    types: ['digital', 'physical'],
  };
}

function wineSpec(): ProductSpec {
  return {
    category: 'food',
    productType: 'GIFTCARD_PHYSICAL',
    titleIn: (pack) => pack.wine.title,
    describeIn: (pack) => pack.wine.description,
    variations: ['physical'],
    amounts: { kind: 'fixed', euroCents: [3500, 5000, 7500] },
    flags: { requiresRegisteredShipping: true, isExchangeableWithChoiceCard: true },
    types: ['physical'],
  };
}
