import type { BrandConfig } from '@shop/brand-config';
import { capitalise } from '../../i18n/capitalise.ts';

/** One store of the family, as the store switcher offers it (spec: countriesCombinations). */
export interface StoreChoice {
  readonly country: string;
  readonly url: string;
  readonly currency: string;
  readonly languages: readonly { readonly code: string; readonly isDefault: boolean }[];
}

const choicesByBrand = new WeakMap<BrandConfig, readonly StoreChoice[]>();

/** The stores of the brand's family (made once per brand; served to the browser by app/api/store-choices). */
export function storeChoices(brand: BrandConfig): readonly StoreChoice[] {
  let choices = choicesByBrand.get(brand);
  if (!choices) {
    choices = brand.countriesCombinations.map(({ country, url, currency, languages }) => ({
      country,
      url,
      currency,
      languages: languages.map(({ code, isDefault }) => ({ code, isDefault })),
    }));
    choicesByBrand.set(brand, choices);
  }
  return choices;
}

/** Spec §4: a country's default language, or its first one. */
export function defaultLanguageOf(choice: StoreChoice): string | null {
  return (choice.languages.find((language) => language.isDefault) ?? choice.languages[0])?.code ?? null;
}

/** The address of a store in one of its languages: non-default languages live under `/<code>/`. */
export function storeHomeUrl(choice: StoreChoice, language: string): string {
  const base = choice.url.endsWith('/') ? choice.url : `${choice.url}/`;
  return defaultLanguageOf(choice) === language ? base : `${base}${language}/`;
}

/** A country's name in the page's language ('Netherlands', 'Nederland'). */
export function countryName(country: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;
}

/** A language's name in a locale's language, capitalised as a menu label ('Dutch' in English, 'Nederlands' in Dutch). */
export function languageName(language: string, locale: string): string {
  return capitalise(new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(language) ?? language, locale);
}
