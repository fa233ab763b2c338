import * as z from 'zod/mini';
import type { CountryRules, PostcodeRule } from './country-rules.ts';
import { MAXIMUM_ADDRESS_TEXT_LENGTH, MINIMUM_STREET_LENGTH } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { companyNameIssue, lineBreakIssue, personNameIssue } from './names.ts';
import { canonicalPostcode, normalizePostcode, postcodeIssue, postcodeRequiredMessage } from './postcode.ts';
import { containsEmoji } from './private/emoji.ts';
import { optionalText, requiredText, ruleCheck } from './private/rule.ts';

/** ISO 3166-1 alpha-2, in any case ('ie' is read as 'IE'). */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/**
 * Text of an address is one line, no longer than any real street, city or line, and without emoji, which no label
 * printer or postal sorting machine reads ('Please check this value.').
 */
export function addressTextIssue(text: string): ValidationMessage | null {
  if ([...text].length > MAXIMUM_ADDRESS_TEXT_LENGTH) {
    return validationMessage('validation.address.tooLong', { maximumAddressLength: MAXIMUM_ADDRESS_TEXT_LENGTH });
  }
  if (containsEmoji(text)) return validationMessage('validation.value.invalid');
  return lineBreakIssue(text);
}

export function streetIssue(street: string): ValidationMessage | null {
  if ([...street].length < MINIMUM_STREET_LENGTH) {
    return validationMessage('validation.street.tooShort', { minimumStreetLength: MINIMUM_STREET_LENGTH });
  }
  return addressTextIssue(street);
}

/** A house number has at most six digits, more than any street of the countries served numbers to. */
const HOUSE_NUMBER = /^\d{1,6}$/;

/** The number part only; '12a' gives its letter in the suffix field. A number of more digits than any house has is a mistyped one. */
export function houseNumberIssue(houseNumber: string): ValidationMessage | null {
  if (!/^\d+$/.test(houseNumber) || Number(houseNumber) === 0) return validationMessage('validation.houseNumber.positive');
  return HOUSE_NUMBER.test(houseNumber) ? null : validationMessage('validation.value.invalid');
}

/**
 * Normalised ('d02x285' becomes 'D02X285'), judged by the country's rule, written as the country writes it
 * ('D02 X285'), null when optional and left empty.
 */
export function postcodeField(rule: PostcodeRule) {
  const judge = (postcode: string) =>
    postcode === '' ? (rule.required ? postcodeRequiredMessage(rule) : null) : postcodeIssue(postcode, rule);
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: 'validation.value.invalid' }))),
      z.transform((text) => normalizePostcode(text ?? '')),
    ),
    z.pipe(
      z.string().check(ruleCheck(judge)),
      z.transform((postcode) => (postcode ? canonicalPostcode(postcode, rule) : null)),
    ),
  );
}

/** What the customer types for a delivery address in the store's country (the form adds the country itself). */
export function addressFieldsSchema(country: Pick<CountryRules, 'postcode'>) {
  return z.object({
    firstName: requiredText('validation.firstName.required', personNameIssue),
    lastName: requiredText('validation.lastName.required', personNameIssue),
    companyName: optionalText(companyNameIssue),
    street: requiredText('validation.street.required', streetIssue),
    houseNumber: z.pipe(
      requiredText('validation.houseNumber.required', houseNumberIssue),
      z.transform((houseNumber) => String(Number(houseNumber))),
    ),
    suffix: optionalText(addressTextIssue),
    postCode: postcodeField(country.postcode),
    city: requiredText('validation.city.required', addressTextIssue),
    addressLine1: optionalText(addressTextIssue),
    addressLine2: optionalText(addressTextIssue),
  });
}

/** A delivery address as the API receives it: the fields and the country code, in upper case. */
export function addressSchema(country: Pick<CountryRules, 'postcode'>) {
  return z.extend(addressFieldsSchema(country), {
    countryCode: z.pipe(
      requiredText('validation.country.required', (code) => (COUNTRY_CODE.test(code) ? null : validationMessage('validation.country.invalid'))),
      z.transform((code) => code.toUpperCase()),
    ),
  });
}

export type Address = z.output<ReturnType<typeof addressSchema>>;
export type AddressFormValues = z.input<ReturnType<typeof addressSchema>>;
