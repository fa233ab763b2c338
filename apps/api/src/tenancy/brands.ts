/**
 * What the API needs from a resolved brand config (see @shop/brand-config). Kept structural so
 * the resolved configs pass straight in, and tests can describe a store in a few lines.
 */
export interface TenantLanguage {
  readonly code: string;
  readonly locale: string;
  readonly default: boolean;
}

export interface TenantBrand {
  readonly code: string;
  readonly storeId: number;
  readonly country: string;
  readonly currency: string;
  readonly languages: readonly TenantLanguage[];
  /** Public origins of the storefront, e.g. https://www.giftcardshop.ie; allowed by CORS. */
  readonly origins: readonly string[];
  /** Store chrome (logos, menus, switcher data) in one of the store's languages. */
  storeData(languageCode: string): TenantStoreData;
}

export interface TenantImage {
  readonly url: string;
  readonly alt: string;
}

export interface TenantMenuColumn {
  readonly title: string;
  readonly links: readonly { title: string; path: string }[];
}

export interface TenantStoreData {
  readonly countriesCombinations: readonly {
    readonly country: string;
    readonly url: string;
    readonly languagesCombinations: readonly { languageCode: string; isDefault: boolean; currency: string }[];
  }[];
  readonly mainLogo: TenantImage | null;
  readonly footerLogo: TenantImage | null;
  readonly paymentIcons: readonly { kind: string; image: TenantImage }[];
  readonly footerMenu: readonly TenantMenuColumn[];
  readonly businessMenu: readonly TenantMenuColumn[];
}
