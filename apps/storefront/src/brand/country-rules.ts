import { postcodeRuleIn, type PostcodeRuleInLanguage } from '@shop/brand-config';
import { currentBrand } from './current-brand.ts';

export interface StoreCountryRules {
  readonly callingCode: string;
  readonly postcode: PostcodeRuleInLanguage;
}

/** The store's address and phone rules as shoppers of `lang` read them: the postcode by its name in their language. */
export function storeCountryRules(lang: string): StoreCountryRules {
  return { callingCode: currentBrand.countryRules.callingCode, postcode: postcodeRuleIn(currentBrand, lang) };
}
