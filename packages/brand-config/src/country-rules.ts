import type { BrandConfig } from './types.ts';

/** A store's postcode rule as the shoppers of one of its languages read it. */
export interface PostcodeRuleInLanguage {
  readonly required: boolean;
  /** What shoppers of that language call it: 'Postcode' in Flemish, 'Code postal' in French on the same Belgian store. */
  readonly label: string;
  readonly pattern: string;
  readonly example: string;
}

/**
 * The postcode rule with its label in `language`; a language the store does not offer reads the default language's
 * label (validation gives every offered language one).
 */
export function postcodeRuleIn(brand: Pick<BrandConfig, 'countryRules' | 'languages'>, language: string): PostcodeRuleInLanguage {
  const { label, required, pattern, example } = brand.countryRules.postcode;
  const labels: Readonly<Record<string, string | undefined>> = label;
  return { required, pattern, example, label: labels[language] ?? labels[brand.languages[0].code] ?? '' };
}
