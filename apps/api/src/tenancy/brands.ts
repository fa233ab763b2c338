import type { PaymentMethod } from '@shop/brand-config';
import type { OpeningHours } from '@shop/delivery';
import type { PostcodeRule } from '@shop/validation';
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
  /** The brand name customers know (e-mail sender name, e-mail copy). */
  readonly name: string;
  readonly checkout: TenantCheckout;
  readonly giftCards: TenantGiftCards;
  /** Customer service shown in e-mails. */
  readonly support: { readonly email: string; readonly phone: string };
  /** When customer service (and the business desk) works, on the store's clock; closed on public holidays. */
  readonly businessHours: readonly OpeningHours[];
  /** The storefront path of a screen in a language (for links in e-mails), e.g. `/checkout/<uuid>/`. */
  screenPath(languageCode: string, screen: MailLinkScreen, params?: Readonly<Record<string, string>>): string;
}

/** The storefront screens e-mails link to. */
export type MailLinkScreen = 'checkoutConfirmation' | 'home' | 'activate' | 'cardDetails' | 'redeemStart' | 'accountNewPassword' | 'doubler' | 'doublerThankYou' | 'productList';

export interface TenantCheckout {
  readonly paymentMethods: readonly { readonly method: PaymentMethod; readonly logos: readonly string[] }[];
  /** Whose banks the bank choice lists (e.g. NL for iDEAL). */
  readonly bankCountry: string | null;
  readonly callingCode: string;
  /** The postcode rule with its label in a language of the store ('Code postal' on the French pages of a Belgian store). */
  postcodeRule(languageCode: string): PostcodeRule;
  /** Whether business customers give a Chamber of Commerce (KvK) number: Dutch stores. */
  readonly hasKvk: boolean;
}

export interface TenantGiftCards {
  /** Leading digits of every 19-digit card number the store issues. */
  readonly numberPrefix: string;
  readonly validityMonths: number;
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
