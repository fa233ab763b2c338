import type { CountryRules } from '../country-rules.ts';

/** The country rules of brands/GCSIE/brand.json and brands/GCSNL/brand.json. */
export const IRELAND: CountryRules = {
  callingCode: '+353',
  postcode: {
    required: true,
    label: 'Eircode',
    pattern: '^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$',
    example: 'D02 X285',
  },
  hasKvk: false,
};

export const NETHERLANDS: CountryRules = {
  callingCode: '+31',
  postcode: { required: true, label: 'Postcode', pattern: '^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$', example: '1012 AB' },
  hasKvk: true,
};
