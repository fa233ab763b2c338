import {
  PAYMENT_BRAND_NAMES, defaultLanguage, isGenericPaymentLogoKind, postcodeRuleIn, routePath, type BrandConfig, type MenuColumn, type PaymentLogoKind,
} from '@shop/brand-config';
import { messagesFor } from '@shop/i18n';
import type { TenantBrand, TenantMenuColumn, TenantStoreData } from './brands.ts';

type LanguageCode = BrandConfig['languages'][number]['code'];

/** How a payment logo is read: a payment brand by its own name, a generic mark (secure, invoice) in the store's language. */
function paymentLogoName(kind: PaymentLogoKind, locale: string): string {
  return isGenericPaymentLogoKind(kind) ? messagesFor(locale)[`chrome.payment.${kind}`] : PAYMENT_BRAND_NAMES[kind];
}

/** A menu link's path in a language; links to screens the language lacks are left out. */
function menuColumns(brand: BrandConfig, language: LanguageCode, columns: readonly MenuColumn[] | undefined): TenantMenuColumn[] {
  return (columns ?? []).map((column) => ({
    title: column.title,
    links: column.links.flatMap((link) => {
      if (link.kind === 'url') return [{ title: link.label, path: link.url }];
      try {
        const params = (link.params ?? {}) as Record<string, string>;
        return [{ title: link.label, path: (routePath as (...args: unknown[]) => string)(brand, language, link.screen, params) }];
      } catch {
        return [];
      }
    }),
  }));
}

/** Adapts a resolved brand config to what the API serves about its store. */
export function tenantFromBrandConfig(brand: BrandConfig): TenantBrand {
  const fallbackLanguage = defaultLanguage(brand).code;
  return {
    code: brand.code,
    storeId: brand.storeId,
    country: brand.country,
    currency: brand.currency,
    languages: brand.languages.map((language) => ({
      code: language.code,
      locale: language.locale,
      default: language.code === fallbackLanguage,
    })),
    origins: [`https://${brand.domain}`],
    name: brand.name,
    checkout: {
      paymentMethods: brand.payments.methods.map((choice) => ({ method: choice.method, logos: [...choice.logos] })),
      bankCountry: brand.payments.bankCountry ?? null,
      callingCode: brand.countryRules.callingCode,
      postcodeRule: (languageCode) => postcodeRuleIn(brand, languageCode),
      hasKvk: brand.country === 'NL',
    },
    giftCards: { numberPrefix: brand.giftCards.numberPrefix, validityMonths: brand.giftCards.validityMonths },
    support: { email: brand.organization.email, phone: brand.organization.phone },
    businessHours: brand.organization.businessHours,
    screenPath(languageCode, screen, params = {}) {
      const language = (brand.languages.find((l) => l.code === languageCode)?.code ?? fallbackLanguage) as LanguageCode;
      return (routePath as (...args: unknown[]) => string)(brand, language, screen, params);
    },
    storeData(languageCode: string): TenantStoreData {
      const storeLanguage = brand.languages.find((l) => l.code === languageCode) ?? defaultLanguage(brand);
      const language = storeLanguage.code as LanguageCode;
      const locale = storeLanguage.locale;
      return {
        countriesCombinations: brand.countriesCombinations.map((combination) => ({
          country: combination.country,
          url: combination.url,
          languagesCombinations: combination.languages.map((l) => ({
            languageCode: l.code,
            isDefault: l.isDefault,
            currency: combination.currency,
          })),
        })),
        mainLogo: { url: brand.logos.main.src, alt: brand.logos.main.alt },
        footerLogo: { url: brand.logos.footer.src, alt: brand.logos.footer.alt },
        paymentIcons: brand.paymentLogos.map((logo) => ({ kind: logo.kind, image: { url: logo.src, alt: paymentLogoName(logo.kind, locale) } })),
        footerMenu: menuColumns(brand, language, brand.footerMenu[language]),
        businessMenu: menuColumns(brand, language, brand.businessMenu[language]),
      };
    },
  };
}
