import enIE from './locales/en-IE.ts';
import nlNL from './locales/nl-NL.ts';
import frFR from './locales/fr-FR.ts';
import itIT from './locales/it-IT.ts';
import plPL from './locales/pl-PL.ts';
import ptPT from './locales/pt-PT.ts';
import deDE from './locales/de-DE.ts';
import esES from './locales/es-ES.ts';
import daDK from './locales/da-DK.ts';
import svSE from './locales/sv-SE.ts';
import nbNO from './locales/nb-NO.ts';
import ptBR from './locales/pt-BR.ts';
import esMX from './locales/es-MX.ts';
import enUS from './locales/en-US.ts';
import enCA from './locales/en-CA.ts';
import frCA from './locales/fr-CA.ts';
import deCH from './locales/de-CH.ts';
import deAT from './locales/de-AT.ts';
import { americanEnglish, canadianEnglish } from './north-american-english.ts';
import { quebecTypography } from './quebec-typography.ts';
import { swissSpelling } from './swiss-spelling.ts';

/** One catalog file per feature, so each feature's messages are edited in one place. */
export const FEATURES = [
  'chrome', 'search', 'storeSwitcher', 'catalogue', 'product', 'cart', 'seo', 'errors', 'common', 'checkout', 'mail', 'validation',
  'balance', 'activation', 'auth', 'account', 'business', 'doubler',
] as const;
export type Feature = (typeof FEATURES)[number];

const referenceFeatures = enIE satisfies Record<Feature, Record<string, string>>;

type KeysOf<T> = T extends unknown ? keyof T : never;
/** Every message id of the reference catalog (en-IE), across all features. */
export type MessageId = Extract<KeysOf<(typeof referenceFeatures)[Feature]>, string>;
export type Catalog = Readonly<Record<MessageId, string>>;
export type FeatureCatalogs = Readonly<Record<Feature, Readonly<Record<string, string>>>>;

/**
 * A region's catalog on top of a complete one of its language: only the messages that differ there (spelling, terms,
 * forms of address), per feature file, and optionally a respelling rule applied to every base message first.
 */
export interface RegionalCatalog {
  readonly base: BaseLocale;
  readonly respell?: (message: string) => string;
  readonly overrides: Readonly<Partial<FeatureCatalogs>>;
}

/**
 * The catalog files of every complete (base) locale, feature by feature (the completeness test reads these). A locale is
 * added with its `messages/<locale>/` folder, its `src/locales/<locale>.ts` module and its line here; a region that
 * writes the language differently gets an overlay instead (regional-catalogs.ts).
 */
export const FEATURE_CATALOGS = {
  'en-IE': referenceFeatures,
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'it-IT': itIT,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  'de-DE': deDE,
  'es-ES': esES,
  'da-DK': daDK,
  'sv-SE': svSE,
  'nb-NO': nbNO,
} as const satisfies Record<string, FeatureCatalogs>;

/** The regions whose shoppers would notice their language's base catalog as foreign, each with its overlay. */
export const REGIONAL_CATALOGS = {
  'pt-BR': { base: 'pt-PT', overrides: ptBR },
  'es-MX': { base: 'es-ES', overrides: esMX },
  'en-US': { base: 'en-IE', respell: americanEnglish, overrides: enUS },
  'en-CA': { base: 'en-IE', respell: canadianEnglish, overrides: enCA },
  'fr-CA': { base: 'fr-FR', respell: quebecTypography, overrides: frCA },
  'de-CH': { base: 'de-DE', respell: swissSpelling, overrides: deCH },
  'de-AT': { base: 'de-DE', overrides: deAT },
} as const satisfies Record<string, RegionalCatalog>;

export type BaseLocale = keyof typeof FEATURE_CATALOGS;
export type RegionalLocale = keyof typeof REGIONAL_CATALOGS;
/** A locale with a catalog of its own: complete, or a regional overlay on a complete one. */
export type CatalogLocale = BaseLocale | RegionalLocale;
export const REFERENCE_LOCALE: BaseLocale = 'en-IE';
export const BASE_LOCALES = Object.keys(FEATURE_CATALOGS) as BaseLocale[];
export const REGIONAL_LOCALES = Object.keys(REGIONAL_CATALOGS) as RegionalLocale[];
export const CATALOG_LOCALES: readonly CatalogLocale[] = [...BASE_LOCALES, ...REGIONAL_LOCALES];

function merge(features: Partial<FeatureCatalogs>): Readonly<Record<string, string>> {
  return Object.assign({}, ...FEATURES.map((feature) => features[feature] ?? {}));
}

const BASE_CATALOGS = Object.fromEntries(
  BASE_LOCALES.map((locale) => [locale, Object.freeze(merge(FEATURE_CATALOGS[locale])) as Catalog]),
) as Readonly<Record<BaseLocale, Catalog>>;

/** A regional catalog: its base, respelled where the region has a rule for it, then its own messages over it. */
function regionalCatalog(locale: RegionalLocale): Catalog {
  const regional: RegionalCatalog = REGIONAL_CATALOGS[locale];
  const respell = regional.respell ?? ((message: string) => message);
  const base = Object.entries(BASE_CATALOGS[regional.base]).map(([id, message]) => [id, respell(message)] as const);
  return Object.freeze({ ...Object.fromEntries(base), ...merge(regional.overrides) }) as Catalog;
}

/**
 * How a region writes its language's texts otherwise, where it has a rule for the whole of them (en-US, en-CA, fr-CA,
 * de-CH): its catalog is its base respelled, and so is the seeded store copy of its stores (@shop/db).
 */
export function regionalRespelling(locale: string): ((text: string) => string) | undefined {
  const regional: RegionalCatalog | undefined = Object.hasOwn(REGIONAL_CATALOGS, locale) ? REGIONAL_CATALOGS[locale as RegionalLocale] : undefined;
  return regional?.respell;
}

/** All messages of each catalog locale, merged across features (regional ones over their base). */
export const CATALOGS = {
  ...BASE_CATALOGS,
  ...Object.fromEntries(REGIONAL_LOCALES.map((locale) => [locale, regionalCatalog(locale)])),
} as Readonly<Record<CatalogLocale, Catalog>>;

function isCatalogLocale(locale: string): locale is CatalogLocale {
  return Object.hasOwn(CATALOGS, locale);
}

/**
 * The catalog locale for a store locale: an exact match (complete or regional), else the complete catalog of the same
 * language (nl-BE reads nl-NL), else the reference catalog so a storefront in a not-yet-translated language still renders.
 */
export function catalogLocaleFor(locale: string): CatalogLocale {
  if (isCatalogLocale(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  return BASE_LOCALES.find((candidate) => candidate.split('-')[0] === language) ?? REFERENCE_LOCALE;
}

/** The ids of a catalog or of a part of one (Object.keys types them as text). */
export function messageIdsOf(messages: Readonly<Partial<Record<MessageId, unknown>>>): MessageId[] {
  return Object.keys(messages) as MessageId[];
}

/** Every message for a store locale. */
export function messagesFor(locale: string): Catalog {
  return CATALOGS[catalogLocaleFor(locale)];
}

/** Features only servers read (e-mails the API sends): never handed to the browser. */
export const SERVER_ONLY_FEATURES = ['mail'] as const satisfies readonly Feature[];

/** The start of the message ids a part of a page formats in the browser: a feature ('search.') or a part of one ('checkout.identify.'). */
export type BrowserMessagePrefix = `${Exclude<Feature, (typeof SERVER_ONLY_FEATURES)[number]>}.${string}`;

/**
 * The messages of a store locale whose ids start with one of `prefixes`: what a page hands to the browser for the client
 * components it renders, instead of the whole catalog.
 */
export function messagesStartingWith(locale: string, prefixes: readonly BrowserMessagePrefix[]): Partial<Catalog> {
  const selected = Object.entries(messagesFor(locale)).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix)));
  return Object.freeze(Object.fromEntries(selected));
}
