import type { BrandConfig } from './types.ts';

/**
 * The postcode rule as the shoppers of `language` read it (the shape of @shop/validation's `PostcodeRule`): its label in
 * their language, 'Postcode' in Flemish and 'Code postal' in French on the same Belgian store. A language the store does
 * not offer reads the default language's label (validation gives every offered language one).
 */
export function postcodeRuleIn(brand: Pick<BrandConfig, 'countryRules' | 'languages'>, language: string) {
  const { label, required, pattern, example } = brand.countryRules.postcode;
  const labels: Readonly<Record<string, string | undefined>> = label;
  return { required, pattern, example, label: labels[language] ?? labels[brand.languages[0].code] ?? '' };
}
