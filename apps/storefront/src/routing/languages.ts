import type { BrandConfig, LanguageCode } from '@shop/brand-config';
import { currentBrand } from '../brand/current-brand.ts';

export interface StoreLanguage {
  /** ISO 639-1 code: the `[lang]` route segment and the path prefix of non-default languages. */
  readonly code: LanguageCode;
  /** BCP 47 locale for Intl, messages and `<html lang>`. */
  readonly locale: string;
}

/** The language of this brand named by a `[lang]` segment, or null when the brand does not offer it. */
export function storeLanguage(lang: string, brand: BrandConfig = currentBrand): StoreLanguage | null {
  const language = brand.languages.find((offered) => offered.code === lang);
  return language ? { code: language.code, locale: language.locale } : null;
}

/** Like `storeLanguage`, for code that only runs behind the route rules (which only rewrite to offered languages). */
export function requireStoreLanguage(lang: string, brand: BrandConfig = currentBrand): StoreLanguage {
  const language = storeLanguage(lang, brand);
  if (!language) throw new Error(`${brand.code} does not offer language "${lang}"`);
  return language;
}

/** `generateStaticParams` result for the `[lang]` segment: every language the brand offers. */
export function languageParams(brand: BrandConfig = currentBrand): { lang: LanguageCode }[] {
  return brand.languages.map((language) => ({ lang: language.code }));
}
