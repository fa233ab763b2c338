import enIEActivation from '../messages/en-IE/activation.json';
import enIEBalance from '../messages/en-IE/balance.json';
import enIECart from '../messages/en-IE/cart.json';
import enIECatalogue from '../messages/en-IE/catalogue.json';
import enIECheckout from '../messages/en-IE/checkout.json';
import enIEChrome from '../messages/en-IE/chrome.json';
import enIECommon from '../messages/en-IE/common.json';
import enIEErrors from '../messages/en-IE/errors.json';
import enIEProduct from '../messages/en-IE/product.json';
import enIESearch from '../messages/en-IE/search.json';
import enIEMail from '../messages/en-IE/mail.json';
import enIESeo from '../messages/en-IE/seo.json';
import enIEStoreSwitcher from '../messages/en-IE/storeSwitcher.json';
import enIEValidation from '../messages/en-IE/validation.json';
import nlNLActivation from '../messages/nl-NL/activation.json';
import nlNLBalance from '../messages/nl-NL/balance.json';
import nlNLCart from '../messages/nl-NL/cart.json';
import nlNLCatalogue from '../messages/nl-NL/catalogue.json';
import nlNLCheckout from '../messages/nl-NL/checkout.json';
import nlNLChrome from '../messages/nl-NL/chrome.json';
import nlNLCommon from '../messages/nl-NL/common.json';
import nlNLErrors from '../messages/nl-NL/errors.json';
import nlNLProduct from '../messages/nl-NL/product.json';
import nlNLSearch from '../messages/nl-NL/search.json';
import nlNLMail from '../messages/nl-NL/mail.json';
import nlNLSeo from '../messages/nl-NL/seo.json';
import nlNLStoreSwitcher from '../messages/nl-NL/storeSwitcher.json';
import nlNLValidation from '../messages/nl-NL/validation.json';

/** One catalog file per feature, so each feature's messages are edited in one place. */
export const FEATURES = [
  'chrome', 'search', 'storeSwitcher', 'catalogue', 'product', 'cart', 'seo', 'errors', 'common', 'checkout', 'mail', 'validation',
  'balance', 'activation',
] as const;
export type Feature = (typeof FEATURES)[number];

const referenceFeatures = {
  activation: enIEActivation,
  balance: enIEBalance,
  cart: enIECart,
  catalogue: enIECatalogue,
  checkout: enIECheckout,
  chrome: enIEChrome,
  common: enIECommon,
  errors: enIEErrors,
  mail: enIEMail,
  product: enIEProduct,
  search: enIESearch,
  seo: enIESeo,
  storeSwitcher: enIEStoreSwitcher,
  validation: enIEValidation,
} as const satisfies Record<Feature, Record<string, string>>;

type KeysOf<T> = T extends unknown ? keyof T : never;
/** Every message id of the reference catalog (en-IE), across all features. */
export type MessageId = Extract<KeysOf<(typeof referenceFeatures)[Feature]>, string>;
export type Catalog = Readonly<Record<MessageId, string>>;
export type FeatureCatalogs = Readonly<Record<Feature, Readonly<Record<string, string>>>>;

/** The catalog files of every complete locale, feature by feature (the completeness test reads these). */
export const FEATURE_CATALOGS = {
  'en-IE': referenceFeatures,
  'nl-NL': {
    activation: nlNLActivation,
    balance: nlNLBalance,
    cart: nlNLCart,
    catalogue: nlNLCatalogue,
    checkout: nlNLCheckout,
    chrome: nlNLChrome,
    common: nlNLCommon,
    errors: nlNLErrors,
    mail: nlNLMail,
    product: nlNLProduct,
    search: nlNLSearch,
    seo: nlNLSeo,
    storeSwitcher: nlNLStoreSwitcher,
    validation: nlNLValidation,
  },
} as const satisfies Record<string, FeatureCatalogs>;

export type CatalogLocale = keyof typeof FEATURE_CATALOGS;
export const REFERENCE_LOCALE: CatalogLocale = 'en-IE';
export const CATALOG_LOCALES = Object.keys(FEATURE_CATALOGS) as CatalogLocale[];

function merge(features: FeatureCatalogs): Catalog {
  return Object.freeze(Object.assign({}, ...FEATURES.map((feature) => features[feature]))) as Catalog;
}

/** All messages of each complete locale, merged across features. */
export const CATALOGS: Readonly<Record<CatalogLocale, Catalog>> = {
  'en-IE': merge(FEATURE_CATALOGS['en-IE']),
  'nl-NL': merge(FEATURE_CATALOGS['nl-NL']),
};

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
