import { defaultLanguage, type BrandConfig } from '@shop/brand-config';

export interface StoreLanguage {
  /** ISO 639-1 code; also the path prefix for non-default languages. */
  readonly code: BrandConfig['languages'][number]['code'];
  /** BCP 47 locale for Intl and `<html lang>`. */
  readonly locale: string;
}

/** The brand's default language and its locale (GCSIE: en / en-IE, GCSNL: nl / nl-NL). */
export function defaultStoreLanguage(config: BrandConfig): StoreLanguage {
  const { code, locale } = defaultLanguage(config);
  return { code, locale };
}
