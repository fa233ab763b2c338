import type { StoreData } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';

/** Store chrome comes from the brand config, the source of truth for stores. */
export function storeData(tenant: Tenant): StoreData {
  const { brand } = tenant;
  const data = brand.storeData(tenant.language.code);
  const columns = (menu: typeof data.footerMenu) => menu.map((column) => ({ title: column.title, links: [...column.links] }));
  return {
    storeID: brand.storeId,
    countryCode: brand.country,
    currency: brand.currency,
    countriesCombinations: data.countriesCombinations.map((combination) => ({
      country: combination.country,
      url: combination.url,
      languagesCombinations: combination.languagesCombinations.map((language) => ({ ...language })),
    })),
    mainLogo: data.mainLogo,
    footerLogo: data.footerLogo,
    paymentIcons: data.paymentIcons.map((icon) => ({ kind: icon.kind, image: icon.image })),
    menus: {
      footerMenu: columns(data.footerMenu),
      businessMenu: columns(data.businessMenu),
    },
    languages: brand.languages.map((language) => ({ code: language.code, locale: language.locale, isDefault: language.default })),
  };
}
