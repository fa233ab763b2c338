import { describe, expect, it } from 'vitest';
import { IRELAND, NETHERLANDS } from './__fixtures__/country-rules.ts';
import { addressSchema } from './address.ts';
import { canonicalPostcode, normalizePostcode, postcodeIssue, postcodeRequiredMessage } from './postcode.ts';

describe('postcodes', () => {
  it.each(['D02 X285', 'A65F4E2', 'D6W 1234', 't12 x2pk'])('accepts the Eircode %s', (eircode) => {
    expect(postcodeIssue(normalizePostcode(eircode), IRELAND.postcode)).toBeNull();
  });

  it.each(['D02X28', 'B12 X285', 'D02 X2855', '12345'])('refuses %s in the words of the spec', (eircode) => {
    expect(postcodeIssue(normalizePostcode(eircode), IRELAND.postcode)).toEqual({ id: 'validation.eircode.invalid', values: {} });
  });

  it('reads what customers type: lower case and extra spaces', () => {
    expect(normalizePostcode('  d02   x285 ')).toBe('D02 X285');
    expect(postcodeIssue(normalizePostcode('a65f4e2'), IRELAND.postcode)).toBeNull();
  });

  it('names other countries\' postcodes by their label', () => {
    expect(postcodeIssue(NETHERLANDS.postcode.example, NETHERLANDS.postcode)).toBeNull();
    expect(postcodeIssue('1012AB', NETHERLANDS.postcode)).toBeNull();
    for (const postcode of ['1012 SS', '0123 AB', '1012']) {
      expect(postcodeIssue(postcode, NETHERLANDS.postcode)).toEqual({ id: 'validation.postcode.invalid', values: { label: 'Postcode' } });
    }
    expect(postcodeRequiredMessage(NETHERLANDS.postcode)).toEqual({ id: 'validation.postcode.required', values: { label: 'Postcode' } });
    expect(postcodeRequiredMessage(IRELAND.postcode)).toEqual({ id: 'validation.eircode.required', values: {} });
  });
});

describe('postcodes as the country writes them', () => {
  const rule = (example: string, pattern: string) => ({ required: true, label: 'Postcode', example, pattern });
  const UK = rule('SW1A 1AA', '^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$');
  const BRAZIL = rule('01310-100', '^[0-9]{5}-?[0-9]{3}$');

  it.each([
    ['D02X285', IRELAND.postcode, 'D02 X285'],
    ['D6W1234', IRELAND.postcode, 'D6W 1234'],
    ['D02 X285', IRELAND.postcode, 'D02 X285'],
    ['1012AB', NETHERLANDS.postcode, '1012 AB'],
    ['M11AE', UK, 'M1 1AE'],
    ['SW1A1AA', UK, 'SW1A 1AA'],
    ['01310100', BRAZIL, '01310-100'],
  ])('writes %s as %s writes it', (postcode, country, written) => {
    expect(canonicalPostcode(postcode, country)).toBe(written);
  });

  it('keeps a postcode whose country has no separator, or where one would make it wrong', () => {
    expect(canonicalPostcode('10115', rule('10115', '^[0-9]{5}$'))).toBe('10115');
    expect(canonicalPostcode('AB', NETHERLANDS.postcode)).toBe('AB');
    expect(canonicalPostcode('12345', rule('1012 AB', '^[0-9]{5}$'))).toBe('12345');
  });

  it('stores the delivery address\'s postcode as the country writes it', () => {
    expect(addressSchema(IRELAND).parse({
      firstName: 'Aoife', lastName: 'Byrne', street: 'Harcourt Street', houseNumber: '12', postCode: 'd02x285', city: 'Dublin', countryCode: 'IE',
    }).postCode).toBe('D02 X285');
  });
});

describe('delivery address', () => {
  const valid = {
    firstName: 'Aoife', lastName: 'Byrne', street: 'Harcourt Street', houseNumber: '12', postCode: 'd02 x285', city: 'Dublin',
    countryCode: 'IE',
  };
  const errors = (address: Record<string, unknown>, country = IRELAND) =>
    Object.fromEntries(addressSchema(country).safeParse(address).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

  it('normalises a valid address, with absent optional fields as null', () => {
    expect(addressSchema(IRELAND).parse({ ...valid, houseNumber: '012', suffix: ' b ', companyName: '' })).toEqual({
      ...valid, houseNumber: '12', suffix: 'b', postCode: 'D02 X285', companyName: null, addressLine1: null, addressLine2: null,
    });
  });

  it('names each missing required field', () => {
    expect(errors({})).toEqual({
      firstName: 'validation.firstName.required', lastName: 'validation.lastName.required', street: 'validation.street.required',
      houseNumber: 'validation.houseNumber.required', postCode: 'validation.eircode.required', city: 'validation.city.required',
      countryCode: 'validation.country.required',
    });
    expect(errors({ ...valid, postCode: ' ' }, NETHERLANDS)).toEqual({ postCode: 'validation.postcode.required' });
  });

  it('reads the country code in any case, as upper case, and says when it is not a country code', () => {
    expect(addressSchema(IRELAND).parse({ ...valid, countryCode: 'ie' }).countryCode).toBe('IE');
    expect(addressSchema(IRELAND).parse({ ...valid, countryCode: ' iE ' }).countryCode).toBe('IE');
    for (const countryCode of ['I', 'IRL', 'I1', 'Éi', '12', 'ſi', '\u212Ai']) {
      expect(errors({ ...valid, countryCode }), countryCode).toEqual({ countryCode: 'validation.country.invalid' });
    }
    expect(errors({ ...valid, countryCode: ' ' })).toEqual({ countryCode: 'validation.country.required' });
  });

  it('applies the street, house number and postcode rules', () => {
    expect(errors({ ...valid, street: 'X', houseNumber: '0', postCode: 'D02X28' })).toEqual({
      street: 'validation.street.tooShort', houseNumber: 'validation.houseNumber.positive', postCode: 'validation.eircode.invalid',
    });
    expect(errors({ ...valid, houseNumber: '12a' })).toEqual({ houseNumber: 'validation.houseNumber.positive' });
    expect(errors({ ...valid, houseNumber: '-3' })).toEqual({ houseNumber: 'validation.houseNumber.positive' });
    expect(errors({ ...valid, houseNumber: '99999999999999999999' })).toEqual({ houseNumber: 'validation.value.invalid' });
    expect(errors({ ...valid, houseNumber: '999999' })).toEqual({});
  });

  it('takes a required field of invisible characters as missing, and an optional one as left out', () => {
    expect(errors({ ...valid, firstName: '\u200b', city: '\u3164 \u200d' })).toEqual({
      firstName: 'validation.firstName.required', city: 'validation.city.required',
    });
    expect(addressSchema(IRELAND).parse({ ...valid, companyName: '\u200b', suffix: ' \u2060 ' })).toMatchObject({ companyName: null, suffix: null });
  });

  it('refuses a street, suffix, city or address line longer than any real one', () => {
    const long = 'x'.repeat(101);
    expect(errors({ ...valid, street: long, suffix: long, city: long, addressLine1: long, addressLine2: long })).toEqual({
      street: 'validation.address.tooLong', suffix: 'validation.address.tooLong', city: 'validation.address.tooLong',
      addressLine1: 'validation.address.tooLong', addressLine2: 'validation.address.tooLong',
    });
    expect(addressSchema(IRELAND).safeParse({ ...valid, city: long }).error?.issues[0]).toMatchObject({ params: { maximumAddressLength: 100 } });
    expect(errors({ ...valid, street: 'Harcourt Street\nFlat 2', city: 'Dublin\r\n2' })).toEqual({
      street: 'validation.value.invalid', city: 'validation.value.invalid',
    });
    const longest = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Road, Isle of Anglesey'.padEnd(100, '.');
    expect(errors({ ...valid, street: longest, city: longest, addressLine1: 'ó'.repeat(100) })).toEqual({});
  });

  it('refuses emoji in the lines a label printer prints', () => {
    expect(errors({ ...valid, city: '😀😀', street: 'Harcourt Street 🏠', suffix: '🇮🇪' })).toEqual({
      city: 'validation.value.invalid', street: 'validation.value.invalid', suffix: 'validation.value.invalid',
    });
    expect(errors({ ...valid, city: 'Baile Átha Cliath', street: "St. Patrick's Close" })).toEqual({});
  });

  it('leaves an optional postcode out when the country does not need one', () => {
    const optional = { ...IRELAND, postcode: { ...IRELAND.postcode, required: false } };
    expect(addressSchema(optional).parse({ ...valid, postCode: '' }).postCode).toBeNull();
    expect(errors({ ...valid, postCode: 'nonsense' }, optional)).toEqual({ postCode: 'validation.eircode.invalid' });
  });
});
