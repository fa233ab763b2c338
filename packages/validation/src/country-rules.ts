/** A store country's postcode rule in the shopper's language (brand files give its label in each of the store's languages). */
export interface PostcodeRule {
  readonly required: boolean;
  /** What the country calls it ('Eircode', 'Postcode'), in the shopper's language. */
  readonly label: string;
  /** Anchored regular expression (unicode mode) for the normalised postcode: upper case, single spaces. */
  readonly pattern: string;
  readonly example: string;
}

/**
 * The address and phone rules of a store's country, as a shopper of one of its languages reads them. Structural, so
 * this package needs no knowledge of brand files.
 */
export interface CountryRules {
  /** With or without '+': '+353'. */
  readonly callingCode: string;
  readonly postcode: PostcodeRule;
  /** Whether business customers give a Dutch Chamber of Commerce (KvK) number. */
  readonly hasKvk: boolean;
}
