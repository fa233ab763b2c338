import type { CategoryKey } from './categories.ts';
import type { GiftCardFacts, StoreFacts } from './store-facts.ts';

export const typeKeys = ['digital', 'physical', 'experience', 'donation', 'choice'] as const;
export type TypeKey = (typeof typeKeys)[number];

export const informationPageKeys = [
  'delivery',
  'cancelation-policy',
  'terms-conditions',
  'cookies',
  'cookies-privacy-statement',
  'contact',
] as const;
export type InformationPageKey = (typeof informationPageKeys)[number];

export const extraKeys = ['WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE'] as const;

/** The brand's word for its product in one language, as its brand file spells it ('chèque-cadeau', 'chèques-cadeaux'). */
export interface ProductNoun {
  readonly singular: string;
  readonly plural: string;
}

export interface TitledSlug {
  readonly title: string;
  readonly slug: string;
}

/** The occasions a store has giving moment pages for; a page's banner is drawn for its occasion. */
export const givingMomentKeys = [
  'birthday', 'thank-you', 'wedding', 'christmas', 'new-baby', 'retirement', 'easter', 'graduation', 'mothers-day',
  'sinterklaas', 'three-kings',
] as const;
export type GivingMomentKey = (typeof givingMomentKeys)[number];

/** What a blog article is about; its banner is drawn for the subject. */
export const blogTopics = ['gift-ideas', 'choice-card', 'dining', 'choosing-a-card'] as const;
export type BlogTopic = (typeof blogTopics)[number];

export interface GivingMoment extends TitledSlug {
  readonly key: GivingMomentKey;
  readonly heroTitle: string;
  /** The page's text: paragraphs separated by blank lines, a paragraph starting with '## ' is a heading. */
  body(facts: StoreFacts): string;
}

export interface BlogArticle extends TitledSlug {
  readonly topic: BlogTopic;
  /** Paragraphs separated by blank lines; a paragraph starting with '## ' is a heading. */
  body(facts: StoreFacts): string;
  /**
   * The article as written for the stores of one country, about its own city ('The best restaurants in Dublin'), where
   * a language is spoken in several countries: the others read the article itself.
   */
  readonly localEdition?: TitledSlug & { readonly country: string; body(facts: StoreFacts): string };
}

/** The article a store publishes: its country's own edition where the article has one. */
export function editionFor(article: BlogArticle, country: string): Omit<BlogArticle, 'localEdition'> {
  const { localEdition, ...general } = article;
  return localEdition?.country === country ? { ...localEdition, topic: article.topic } : general;
}

/** Every text the seed writes in one language. */
export interface LanguagePack {
  readonly categories: Partial<Readonly<Record<CategoryKey, TitledSlug>>>;
  /** Title formats per category; `{stem}` is replaced by a brand stem. */
  readonly formats: Partial<Readonly<Record<CategoryKey, readonly string[]>>>;
  readonly types: Readonly<Record<TypeKey, string>>;
  /** A regular gift card's description. */
  describe(card: GiftCardFacts): string;
  readonly choiceCard: { readonly title: string; readonly description: string };
  readonly blankPack: { readonly title: string; readonly description: string };
  readonly donations: readonly { readonly title: string; readonly description: string }[];
  /** The Apple card: its description names Apple's limit per order, formatted in the store's currency ('€500'). */
  readonly apple: { readonly title: string; readonly description: (limit: string) => string };
  readonly wine: { readonly title: string; readonly description: string };
  readonly labels: readonly [string, string, string, string];
  readonly externalLinkTitle: string;
  readonly givingMoments: readonly GivingMoment[];
  readonly informationPages: Readonly<Record<InformationPageKey, { readonly title: string }>>;
  /** Paragraphs separated by blank lines; a paragraph starting with '## ' is a heading. */
  informationBody(page: InformationPageKey, facts: StoreFacts): string;
  readonly blogArticles: readonly BlogArticle[];
  readonly landingPages: readonly TitledSlug[];
  readonly business: { readonly title: string };
  readonly extras: {
    readonly WRAPPER: readonly string[];
    readonly DIGITAL_WRAPPER: readonly string[];
    readonly GIFT_PACKING: readonly string[];
    readonly PERSONAL_MESSAGE: readonly string[];
  };
  readonly fees: { readonly perOrder: string; readonly perPhysicalPackage: string };
  readonly home: { readonly mostChosen: string; readonly categories: string; readonly givingMoments: string; readonly viewAll: (word: string) => string };
  readonly popularTerms: readonly string[];
  readonly highlighted: readonly { readonly title: string; readonly description: string }[];
}

/**
 * Every text of a pack respelled, including what its functions write: how a region reads its language's pack where it
 * differs in words and spelling (North American English, Brazil, Mexico, Québec, Switzerland). Slugs are respelled too,
 * so a store's addresses read as its titles do.
 */
export function respelledPack(pack: LanguagePack, respell: (text: string) => string): LanguagePack {
  const respelled = (value: unknown): unknown => {
    if (typeof value === 'string') return respell(value);
    if (typeof value === 'function') return (...args: unknown[]) => respelled((value as (...args: unknown[]) => unknown)(...args));
    if (Array.isArray(value)) return value.map(respelled);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, respelled(item)]));
    return value;
  };
  // The same shape as `pack`: only strings are replaced, by strings.
  return respelled(pack) as LanguagePack;
}
