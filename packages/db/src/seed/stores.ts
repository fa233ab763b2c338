import { brandTokens, type ThemeName, type ThemeTokenOverrides } from '@shop/themes/tokens';
import { seededScreens, type SeedRoutes } from './routes.ts';

/** What the seed needs to know about one storefront; derived from its brand config. */
export interface SeedStore {
  readonly code: string;
  /** The brand's shop name as shoppers know it ('Giftcard Shop', 'CadeauBon'). */
  readonly name: string;
  /** How shoppers reach the company behind the store; written on the contact and legal pages. */
  readonly organization: SeedOrganization;
  readonly group: string;
  readonly storeId: number;
  readonly country: string;
  readonly currency: string;
  readonly vatBasisPoints: number;
  readonly languages: readonly SeedLanguage[];
  readonly primaryColor: string;
  readonly secondaryColor: string;
}

export interface SeedBusinessHours {
  /** schema.org day abbreviations: a range ('Mo-Fr'), one day ('Sa') or a list ('Sa,Su'). */
  readonly days: string;
  readonly opens: string;
  readonly closes: string;
}

export interface SeedOrganization {
  readonly legalName: string;
  readonly address: {
    readonly street: string;
    readonly houseNumber: string;
    readonly postCode: string;
    readonly city: string;
    readonly country: string;
  };
  readonly email: string;
  readonly phone: string;
  readonly businessHours: readonly SeedBusinessHours[];
}

export interface SeedLanguage {
  readonly code: string;
  readonly locale: string;
  readonly isDefault: boolean;
  /** The brand's word for its product ('gift cards', 'cadeaubonnen') and its path segment. */
  readonly productWord: string;
  readonly productSlug: string;
  /** The same word for one product ('gift card', 'cadeaubon'). */
  readonly productSingular: string;
  /** The route patterns of the screens the seed writes paths for, without the language prefix. */
  readonly routes: SeedRoutes;
}

/** The fields of a resolved brand config (`@shop/brand-config`) the seed reads. */
export interface BrandForSeed {
  readonly code: string;
  readonly name: string;
  readonly organization: SeedOrganization;
  readonly group: string;
  readonly storeId: number;
  readonly country: string;
  readonly currency: string;
  readonly vatRateBasisPoints: number;
  /** The default language first. */
  readonly languages: readonly { readonly code: string; readonly locale: string }[];
  readonly productNoun: Readonly<Partial<Record<string, { readonly singular: string; readonly plural: string; readonly slug: string }>>>;
  readonly routes: Readonly<Partial<Record<string, SeedRoutes>>>;
  readonly theme: { readonly name: ThemeName; readonly overrides?: ThemeTokenOverrides };
}

export function seedStoreFromBrand(brand: BrandForSeed): SeedStore {
  // The storefront's own colours, so artwork and banners match the shop they are shown in.
  const { color } = brandTokens(brand.theme.name, brand.theme.overrides);
  return {
    code: brand.code,
    name: brand.name,
    organization: {
      legalName: brand.organization.legalName,
      address: { ...brand.organization.address },
      email: brand.organization.email,
      phone: brand.organization.phone,
      businessHours: brand.organization.businessHours.map((hours) => ({ ...hours })),
    },
    group: brand.group,
    storeId: brand.storeId,
    country: brand.country,
    currency: brand.currency,
    vatBasisPoints: brand.vatRateBasisPoints,
    primaryColor: color.brand,
    secondaryColor: color.accent,
    languages: brand.languages.map((language, index) => {
      const noun = brand.productNoun[language.code];
      if (!noun) throw new Error(`Brand ${brand.code} has no product word for language "${language.code}"`);
      const routes = brand.routes[language.code];
      if (!routes) throw new Error(`Brand ${brand.code} has no routes for language "${language.code}"`);
      return {
        code: language.code,
        locale: language.locale,
        // Brand configs list the default language first.
        isDefault: index === 0,
        productWord: noun.plural,
        productSlug: noun.slug,
        productSingular: noun.singular,
        routes: Object.fromEntries(seededScreens.map((screen) => [screen, routes[screen]])) as SeedRoutes,
      };
    }),
  };
}

export function defaultLanguage(store: SeedStore): SeedLanguage {
  const language = store.languages.find((candidate) => candidate.isDefault) ?? store.languages[0];
  if (!language) throw new Error(`Store ${store.code} has no language`);
  return language;
}
