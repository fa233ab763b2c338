import enIE from '../messages/en-IE.json';
import nlNL from '../messages/nl-NL.json';

export type MessageId = keyof typeof enIE;
export type Catalog = Readonly<Record<MessageId, string>>;

/** Complete catalogs, keyed by locale. en-IE is the reference every other catalog must match. */
export const CATALOGS = {
  'en-IE': enIE,
  'nl-NL': nlNL,
} as const satisfies Record<string, Catalog>;

export type CatalogLocale = keyof typeof CATALOGS;
export const REFERENCE_LOCALE: CatalogLocale = 'en-IE';

function isCatalogLocale(locale: string): locale is CatalogLocale {
  return Object.hasOwn(CATALOGS, locale);
}

/**
 * The catalog for a locale: an exact match, else one of the same language (nl-BE reads nl-NL),
 * else the reference catalog so a storefront in a not-yet-translated language still renders.
 */
export function catalogLocaleFor(locale: string): CatalogLocale {
  if (isCatalogLocale(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  const sameLanguage = (Object.keys(CATALOGS) as CatalogLocale[]).find((l) => l.split('-')[0] === language);
  return sameLanguage ?? REFERENCE_LOCALE;
}

export function messagesFor(locale: string): Catalog {
  return CATALOGS[catalogLocaleFor(locale)];
}
