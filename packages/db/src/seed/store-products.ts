import type * as schema from '../schema.ts';
import { localAmountBound } from './amounts.ts';
import type { CategoryKey } from './categories.ts';
import { giftCardBackground, giftCardSvg, shopIdentity, type CardSubject, type GiftCardDesign } from './artwork/index.ts';
import type { LanguagePack, TypeKey } from './language-pack.ts';
import { routedPath } from './routes.ts';
import { slugify } from './slug.ts';
import type { Insert, StoreBuild } from './store-build.ts';
import type { TermIds } from './store-taxonomy.ts';
import type { SeedLanguage } from './stores.ts';

const LABEL_COLORS = ['#e4003a', '#00875a', '#f5a623', '#6f2dbd'] as const;

type VariationType = (typeof schema.variationTypes)[number];

/** What a product is offered for, in euro cents (converted to the store's currency). */
export type SeedAmounts =
  | { readonly kind: 'fixed'; readonly euroCents: readonly number[] }
  | { readonly kind: 'custom'; readonly minEuroCents: number; readonly maxEuroCents: number; readonly wholeNumbersOnly: boolean };

/** One product of the assortment, before its rows are written. */
export interface ProductSpec {
  readonly category: CategoryKey | null;
  readonly productType: (typeof schema.productTypes)[number];
  readonly titleIn: (pack: LanguagePack) => string;
  readonly describeIn: (pack: LanguagePack, title: string, language: SeedLanguage) => string;
  /** A fixed path of its own (the choice card's screen) instead of the product detail path. */
  readonly pathIn?: (language: SeedLanguage) => string;
  readonly variations: readonly VariationType[];
  readonly amounts: SeedAmounts;
  readonly flags?: Partial<Insert<typeof schema.products>>;
  readonly label?: { readonly index: number };
  readonly withExternalLink?: boolean;
  readonly types: readonly TypeKey[];
}

/** A written product, as the pages, menus and home blocks that list it refer to it. */
export interface ProductDraft {
  readonly id: number;
  readonly category: CategoryKey | null;
  readonly popularity: number;
  readonly titles: ReadonlyMap<string, string>;
  readonly paths: ReadonlyMap<string, string>;
}

/** Writes products one after the other: each gets the next id, image colours and position. */
export function productWriter(build: StoreBuild, terms: TermIds): (spec: ProductSpec) => ProductDraft {
  let productIndex = 0;
  return (spec) => {
    const draft = writeProduct(build, terms, spec, productIndex);
    productIndex += 1;
    return draft;
  };
}

function writeProduct(build: StoreBuild, terms: TermIds, spec: ProductSpec, productIndex: number): ProductDraft {
  const id = build.id('product', productIndex + 1);
  const popularity = spec.flags?.popularity ?? build.random.integer(1, 1000);
  build.rows.products.push(productRow(build, spec, id, productIndex, popularity));
  const { titles, paths } = writeTranslations(build, spec, id);
  for (const variationType of spec.variations) build.rows.productVariations.push(variationRow(build, spec.amounts, id, productIndex, variationType));
  writeTerms(build, terms, spec, id);
  return { id, category: spec.category, popularity, titles, paths };
}

/** What the card's artwork shows: its category, or for the shop's own cards what they are. */
function cardSubject(spec: ProductSpec): CardSubject {
  if (spec.category) return spec.category;
  if (spec.flags?.isChoiceCard) return 'choice';
  return spec.productType === 'DONATION' ? 'donation' : 'general';
}

function productRow(build: StoreBuild, spec: ProductSpec, id: number, productIndex: number, popularity: number): Insert<typeof schema.products> {
  const { store } = build;
  const mainTitle = spec.titleIn(build.mainPack);
  const artwork: GiftCardDesign = { name: mainTitle, subject: cardSubject(spec), shop: shopIdentity(store) };
  const labelIcon = spec.label ? (spec.label.index % 2 === 0 ? 'like' : 'star') : null;
  return {
    id,
    storeId: store.storeId,
    productType: spec.productType,
    cardType: productIndex % 8 === 0 ? 'large' : 'small',
    imagePath: `/images/products/${id}.svg`,
    imageSvg: giftCardSvg(artwork),
    backgroundColor: giftCardBackground(artwork),
    showHand: productIndex % 7 === 2,
    showShadow: productIndex % 5 !== 4,
    labelIcon,
    labelColor: spec.label ? (LABEL_COLORS[spec.label.index % LABEL_COLORS.length] ?? null) : null,
    externalLinkUrl: spec.withExternalLink ? `https://www.${slugify(mainTitle)}.example` : null,
    position: productIndex,
    ...spec.flags,
    popularity,
  };
}

/** Title, description and path in every language; the titles and paths are returned for the pages that link it. */
function writeTranslations(build: StoreBuild, spec: ProductSpec, id: number): Pick<ProductDraft, 'titles' | 'paths'> {
  const titles = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const { language, pack } of build.languages) {
    const title = spec.titleIn(pack);
    const path = build.uniquePath(language.code, spec.pathIn ? spec.pathIn(language) : routedPath(language.routes, 'productDetail', slugify(title)));
    titles.set(language.code, title);
    paths.set(language.code, path);
    build.rows.productTranslations.push({
      storeId: build.store.storeId,
      productId: id,
      language: language.code,
      title,
      description: spec.describeIn(pack, title, language),
      path,
      labelTitle: spec.label ? pack.labels[spec.label.index % pack.labels.length] : null,
      externalLinkTitle: spec.withExternalLink ? pack.externalLinkTitle : null,
    });
  }
  return { titles, paths };
}

function variationRow(
  build: StoreBuild, amounts: SeedAmounts, productId: number, productIndex: number, variationType: VariationType,
): Insert<typeof schema.productVariations> {
  const { store, money } = build;
  return {
    id: build.id('variation', productIndex * 2 + (variationType === 'digital' ? 0 : 1)),
    storeId: store.storeId,
    productId,
    variationType,
    sku: `${store.code}-${productId}-${variationType === 'digital' ? 'D' : 'P'}`,
    fixedValuesMinor: amounts.kind === 'fixed' ? [...new Set(amounts.euroCents.map(money))] : [],
    customMinMinor: amounts.kind === 'custom' ? localAmountBound(amounts.minEuroCents, store.currency, 'min', amounts.wholeNumbersOnly) : null,
    customMaxMinor: amounts.kind === 'custom' ? localAmountBound(amounts.maxEuroCents, store.currency, 'max', amounts.wholeNumbersOnly) : null,
    wholeNumbersOnly: amounts.kind === 'custom' ? amounts.wholeNumbersOnly : true,
  };
}

/** Files the product under its category and product types. */
function writeTerms(build: StoreBuild, terms: TermIds, spec: ProductSpec, productId: number): void {
  const termIds = [
    ...(spec.category ? [terms.categories.get(spec.category)] : []),
    ...spec.types.map((type) => terms.types.get(type)),
  ];
  for (const termId of termIds) {
    if (termId !== undefined) build.rows.productTerms.push({ storeId: build.store.storeId, productId, termId });
  }
}
