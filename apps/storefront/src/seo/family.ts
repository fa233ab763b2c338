import { SCREENS, prefixOfLanguage, screenParams, type BrandConfig, type ScreenId } from '@shop/brand-config';

/** A language of a store in the storefront family, with its route table when that store is built from our brands. */
export interface FamilyLanguage {
  readonly code: string;
  /** hreflang value: `{language}-{COUNTRY}` (en-IE, fr-BE). */
  readonly hreflang: string;
  readonly isDefault: boolean;
  /** Paths of the screens without parameters, already carrying the language prefix; null for stores we do not build. */
  readonly paths: Readonly<Partial<Record<ScreenId, string>>> | null;
}

export interface FamilyStore {
  readonly country: string;
  /** `https://host` without a trailing slash. */
  readonly origin: string;
  readonly languages: readonly FamilyLanguage[];
}

export type StoreFamily = readonly FamilyStore[];

function originOf(url: string): string {
  return new URL(url).origin;
}

function pathsFor(brand: BrandConfig, code: string, isDefault: boolean): Partial<Record<ScreenId, string>> | null {
  const table = (brand.routes as Partial<Record<string, Readonly<Record<ScreenId, string>>>>)[code];
  if (!table) return null;
  const prefix = prefixOfLanguage(code, isDefault);
  const paths: Partial<Record<ScreenId, string>> = {};
  for (const screen of SCREENS) {
    if (screenParams(screen).length === 0) paths[screen] = `${prefix}${table[screen]}`;
  }
  return paths;
}

/**
 * The stores a brand's store switcher offers (`countriesCombinations`), with the route tables of those we build, so
 * hreflang links can point at the same screen in every country and language. Computed at build time from all brands.
 */
export function storeFamily(brand: BrandConfig, allBrands: readonly BrandConfig[]): StoreFamily {
  return brand.countriesCombinations.map((combination) => {
    const origin = originOf(combination.url);
    const sibling = allBrands.find((candidate) => `https://${candidate.domain}` === origin);
    return {
      country: combination.country,
      origin,
      languages: combination.languages.map((language) => ({
        code: language.code,
        hreflang: `${language.code}-${combination.country}`,
        isDefault: language.isDefault,
        paths: sibling ? pathsFor(sibling, language.code, language.isDefault) : null,
      })),
    };
  });
}
