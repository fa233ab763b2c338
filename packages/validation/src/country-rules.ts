/** A store country's postcode rule, as brand files give it (`countryRules.postcode`). */
export interface PostcodeRule {
  readonly required: boolean;
  /** What the country calls it ('Eircode', 'Postcode'), in the store's language. */
  readonly label: string;
  /** Anchored regular expression (unicode mode) for the normalised postcode: upper case, single spaces. */
  readonly pattern: string;
  readonly example: string;
}

/**
 * The address and phone rules of a store's country. Structural, so the brand file's `countryRules` (plus whether the
 * country has a Chamber of Commerce number) fits without this package knowing brand files.
 */
export interface CountryRules {
  /** With or without '+': '+353'. */
  readonly callingCode: string;
  readonly postcode: PostcodeRule;
  /** Whether business customers give a Dutch Chamber of Commerce (KvK) number. */
  readonly hasKvk: boolean;
}
