import { postcodeRuleIn } from '@shop/brand-config';
import type { CountryRules } from '@shop/validation';
import { currentBrand } from './current-brand.ts';

/** The store's address and phone rules as shoppers of `lang` read them: the postcode by its name in their language. */
export function storeCountryRules(lang: string): Pick<CountryRules, 'callingCode' | 'postcode'> {
  return { callingCode: currentBrand.countryRules.callingCode, postcode: postcodeRuleIn(currentBrand, lang) };
}
