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

/** One catalog file per feature, so each feature's messages are edited in one place. */
export const FEATURES = [
  'chrome', 'search', 'storeSwitcher', 'catalogue', 'product', 'cart', 'seo', 'errors', 'common', 'checkout', 'mail', 'validation',
  'balance', 'activation', 'auth', 'account',
] as const;
export type Feature = (typeof FEATURES)[number];

const referenceFeatures = enIE satisfies Record<Feature, Record<string, string>>;

type KeysOf<T> = T extends unknown ? keyof T : never;
/** Every message id of the reference catalog (en-IE), across all features. */
export type MessageId = Extract<KeysOf<(typeof referenceFeatures)[Feature]>, string>;
export type Catalog = Readonly<Record<MessageId, string>>;
export type FeatureCatalogs = Readonly<Record<Feature, Readonly<Record<string, string>>>>;

/**
 * The catalog files of every complete locale, feature by feature (the completeness test reads these). A locale is added
 * with its `messages/<locale>/` folder, its `src/locales/<locale>.ts` module and its line here; stores of another
 * region of its language read it too (catalogLocaleFor).
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

export type CatalogLocale = keyof typeof FEATURE_CATALOGS;
export const REFERENCE_LOCALE: CatalogLocale = 'en-IE';
export const CATALOG_LOCALES = Object.keys(FEATURE_CATALOGS) as CatalogLocale[];

function merge(features: FeatureCatalogs): Catalog {
  return Object.freeze(Object.assign({}, ...FEATURES.map((feature) => features[feature]))) as Catalog;
}

/** All messages of each complete locale, merged across features. */
export const CATALOGS = Object.fromEntries(
  Object.entries(FEATURE_CATALOGS).map(([locale, features]) => [locale, merge(features)]),
) as Readonly<Record<CatalogLocale, Catalog>>;

function isCatalogLocale(locale: string): locale is CatalogLocale {
  return Object.hasOwn(FEATURE_CATALOGS, locale);
}

/**
 * The catalog locale for a store locale: an exact match, else one of the same language (nl-BE reads nl-NL),
 * else the reference catalog so a storefront in a not-yet-translated language still renders.
 */
export function catalogLocaleFor(locale: string): CatalogLocale {
  if (isCatalogLocale(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  return CATALOG_LOCALES.find((candidate) => candidate.split('-')[0] === language) ?? REFERENCE_LOCALE;
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
