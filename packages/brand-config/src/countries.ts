import type { LanguageCode } from './codes.ts';

/** What a new storefront in a country starts from: currency, VAT, languages and address rules. */
export interface CountryProfile {
  readonly name: string;
  readonly currency: string;
  readonly vatRateBasisPoints: number;
  readonly callingCode: string;
  /** Default language first. */
  readonly languages: readonly { readonly code: LanguageCode; readonly locale: string }[];
  readonly postcode: {
    readonly required: boolean;
    /** What shoppers call it, in each of the country's languages. */
    readonly label: Readonly<Partial<Record<LanguageCode, string>>>;
    readonly pattern: string;
    readonly example: string;
  };
  /** Top-level domain suffix a storefront there uses (e.g. ".ie", ".co.uk"). */
  readonly domainSuffix: string;
}

const FOUR_DIGITS = { required: true, pattern: '^[1-9][0-9]{3}$', example: '1010' } as const;
const FIVE_DIGITS = { required: true, pattern: '^[0-9]{5}$', example: '75001' } as const;

export const COUNTRIES = {
  AE: {
    name: 'United Arab Emirates', currency: 'AED', vatRateBasisPoints: 500, callingCode: '+971', domainSuffix: '.ae',
    languages: [{ code: 'en', locale: 'en-AE' }],
    // The Emirates have no postcodes; addresses carry an optional P.O. Box number.
    postcode: { required: false, label: { en: 'P.O. Box' }, pattern: '^[0-9]{1,6}$', example: '12345' },
  },
  AT: {
    name: 'Austria', currency: 'EUR', vatRateBasisPoints: 2000, callingCode: '+43', domainSuffix: '.at',
    languages: [{ code: 'de', locale: 'de-AT' }], postcode: { ...FOUR_DIGITS, label: { de: 'Postleitzahl' } },
  },
  AU: {
    name: 'Australia', currency: 'AUD', vatRateBasisPoints: 1000, callingCode: '+61', domainSuffix: '.com.au',
    languages: [{ code: 'en', locale: 'en-AU' }],
    postcode: { required: true, label: { en: 'Postcode' }, pattern: '^(?:0[289][0-9]{2}|[1-9][0-9]{3})$', example: '2000' },
  },
  BE: {
    name: 'Belgium', currency: 'EUR', vatRateBasisPoints: 2100, callingCode: '+32', domainSuffix: '.be',
    languages: [{ code: 'nl', locale: 'nl-BE' }, { code: 'fr', locale: 'fr-BE' }],
    postcode: { ...FOUR_DIGITS, label: { nl: 'Postcode', fr: 'Code postal' }, example: '1000' },
  },
  BR: {
    name: 'Brazil', currency: 'BRL', vatRateBasisPoints: 1700, callingCode: '+55', domainSuffix: '.com.br',
    languages: [{ code: 'pt', locale: 'pt-BR' }],
    postcode: { required: true, label: { pt: 'CEP' }, pattern: '^[0-9]{5}-?[0-9]{3}$', example: '01310-100' },
  },
  CA: {
    name: 'Canada', currency: 'CAD', vatRateBasisPoints: 500, callingCode: '+1', domainSuffix: '.ca',
    languages: [{ code: 'en', locale: 'en-CA' }, { code: 'fr', locale: 'fr-CA' }],
    postcode: {
      required: true, label: { en: 'Postal code', fr: 'Code postal' },
      pattern: '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$', example: 'K1A 0B1',
    },
  },
  CH: {
    name: 'Switzerland', currency: 'CHF', vatRateBasisPoints: 810, callingCode: '+41', domainSuffix: '.ch',
    languages: [{ code: 'de', locale: 'de-CH' }, { code: 'fr', locale: 'fr-CH' }, { code: 'it', locale: 'it-CH' }],
    postcode: { ...FOUR_DIGITS, label: { de: 'PLZ', fr: 'NPA', it: 'NPA' }, example: '8001' },
  },
  DE: {
    name: 'Germany', currency: 'EUR', vatRateBasisPoints: 1900, callingCode: '+49', domainSuffix: '.de',
    languages: [{ code: 'de', locale: 'de-DE' }],
    postcode: { required: true, label: { de: 'Postleitzahl' }, pattern: '^(?!01000$|99999$)(?:0[1-9][0-9]{3}|[1-9][0-9]{4})$', example: '10115' },
  },
  DK: {
    name: 'Denmark', currency: 'DKK', vatRateBasisPoints: 2500, callingCode: '+45', domainSuffix: '.dk',
    languages: [{ code: 'da', locale: 'da-DK' }], postcode: { ...FOUR_DIGITS, label: { da: 'Postnummer' }, example: '1050' },
  },
  ES: {
    name: 'Spain', currency: 'EUR', vatRateBasisPoints: 2100, callingCode: '+34', domainSuffix: '.es',
    languages: [{ code: 'es', locale: 'es-ES' }],
    postcode: { required: true, label: { es: 'Código postal' }, pattern: '^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$', example: '28013' },
  },
  FR: {
    name: 'France', currency: 'EUR', vatRateBasisPoints: 2000, callingCode: '+33', domainSuffix: '.fr',
    languages: [{ code: 'fr', locale: 'fr-FR' }], postcode: { ...FIVE_DIGITS, label: { fr: 'Code postal' } },
  },
  GB: {
    name: 'United Kingdom', currency: 'GBP', vatRateBasisPoints: 2000, callingCode: '+44', domainSuffix: '.co.uk',
    languages: [{ code: 'en', locale: 'en-GB' }],
    postcode: {
      required: true, label: { en: 'Postcode' },
      pattern: '^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$',
      example: 'SW1A 1AA',
    },
  },
  IE: {
    name: 'Ireland', currency: 'EUR', vatRateBasisPoints: 2300, callingCode: '+353', domainSuffix: '.ie',
    languages: [{ code: 'en', locale: 'en-IE' }],
    postcode: { required: true, label: { en: 'Eircode' }, pattern: '^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$', example: 'D02 X285' },
  },
  IT: {
    name: 'Italy', currency: 'EUR', vatRateBasisPoints: 2200, callingCode: '+39', domainSuffix: '.it',
    languages: [{ code: 'it', locale: 'it-IT' }], postcode: { ...FIVE_DIGITS, label: { it: 'CAP' }, example: '00184' },
  },
  MX: {
    name: 'Mexico', currency: 'MXN', vatRateBasisPoints: 1600, callingCode: '+52', domainSuffix: '.com.mx',
    languages: [{ code: 'es', locale: 'es-MX' }], postcode: { ...FIVE_DIGITS, label: { es: 'Código postal' }, example: '06600' },
  },
  NL: {
    name: 'Netherlands', currency: 'EUR', vatRateBasisPoints: 2100, callingCode: '+31', domainSuffix: '.nl',
    languages: [{ code: 'nl', locale: 'nl-NL' }],
    postcode: { required: true, label: { nl: 'Postcode' }, pattern: '^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$', example: '1012 AB' },
  },
  NO: {
    name: 'Norway', currency: 'NOK', vatRateBasisPoints: 2500, callingCode: '+47', domainSuffix: '.no',
    languages: [{ code: 'nb', locale: 'nb-NO' }],
    postcode: { required: true, label: { nb: 'Postnummer' }, pattern: '^[0-9]{4}$', example: '0150' },
  },
  NZ: {
    name: 'New Zealand', currency: 'NZD', vatRateBasisPoints: 1500, callingCode: '+64', domainSuffix: '.co.nz',
    languages: [{ code: 'en', locale: 'en-NZ' }],
    postcode: { required: true, label: { en: 'Postcode' }, pattern: '^[0-9]{4}$', example: '6011' },
  },
  PL: {
    name: 'Poland', currency: 'PLN', vatRateBasisPoints: 2300, callingCode: '+48', domainSuffix: '.pl',
    languages: [{ code: 'pl', locale: 'pl-PL' }],
    postcode: { required: true, label: { pl: 'Kod pocztowy' }, pattern: '^[0-9]{2}-[0-9]{3}$', example: '00-950' },
  },
  PT: {
    name: 'Portugal', currency: 'EUR', vatRateBasisPoints: 2300, callingCode: '+351', domainSuffix: '.pt',
    languages: [{ code: 'pt', locale: 'pt-PT' }],
    postcode: { required: true, label: { pt: 'Código postal' }, pattern: '^[0-9]{4}-[0-9]{3}$', example: '1100-148' },
  },
  SE: {
    name: 'Sweden', currency: 'SEK', vatRateBasisPoints: 2500, callingCode: '+46', domainSuffix: '.se',
    languages: [{ code: 'sv', locale: 'sv-SE' }],
    postcode: { required: true, label: { sv: 'Postnummer' }, pattern: '^[0-9]{3} ?[0-9]{2}$', example: '111 52' },
  },
  US: {
    name: 'United States', currency: 'USD', vatRateBasisPoints: 0, callingCode: '+1', domainSuffix: '.com',
    languages: [{ code: 'en', locale: 'en-US' }],
    postcode: { required: true, label: { en: 'ZIP code' }, pattern: '^[0-9]{5}(?:-[0-9]{4})?$', example: '10001' },
  },
} as const satisfies Record<string, CountryProfile>;

export type CountryCode = keyof typeof COUNTRIES;

export function isKnownCountry(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}
