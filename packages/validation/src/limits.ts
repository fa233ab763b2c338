/** Field limits of the spec (§5, §9) and the ones it leaves to us. */
export const MAXIMUM_NAME_LENGTH = 50;
/** Exclusive, as the spec's message puts it: the name must be less than this many symbols long. */
export const MAXIMUM_COMPANY_NAME_LENGTH = 100;
export const MAXIMUM_REFERENCE_LENGTH = 50;
export const MINIMUM_STREET_LENGTH = 2;
/**
 * Ours (the spec names none): street, suffix, city and address lines hold at most this many characters, longer than
 * any real one, so that no address of kilobytes is stored, printed on a label or sent on to the payment provider.
 */
export const MAXIMUM_ADDRESS_TEXT_LENGTH = 100;
/** Spec §5: a password has at least 8 characters. */
export const MINIMUM_PASSWORD_LENGTH = 8;
/** Ours: long enough for any pass phrase, short enough that hashing it costs what any other password does. */
export const MAXIMUM_PASSWORD_LENGTH = 256;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const MAXIMUM_EMAIL_LENGTH = 254;
/** Exclusive: a personal note must stay under this many characters. */
export const PERSONAL_NOTE_MAX_EXCLUSIVE = 160;
/** Ours: a business quote request's message, in characters as a reader sees them; a page of text is plenty. */
export const MAXIMUM_QUOTE_MESSAGE_LENGTH = 2000;
/** A card may be bought this many times in one package. */
export const MAX_QUANTITY_PER_PACKAGE = 100;

/**
 * The values of the messages whose limits are fixed. Forms read only a refusal's message id (react-hook-form drops
 * the values), so they render it with these.
 */
export const LIMIT_MESSAGE_VALUES = {
  maximumNameLength: MAXIMUM_NAME_LENGTH,
  maximumCompanyNameLength: MAXIMUM_COMPANY_NAME_LENGTH,
  maximumReferenceLength: MAXIMUM_REFERENCE_LENGTH,
  minimumStreetLength: MINIMUM_STREET_LENGTH,
  maximumAddressLength: MAXIMUM_ADDRESS_TEXT_LENGTH,
  minimumPasswordLength: MINIMUM_PASSWORD_LENGTH,
  maximumPasswordLength: MAXIMUM_PASSWORD_LENGTH,
  maximumMessageLength: MAXIMUM_QUOTE_MESSAGE_LENGTH,
} as const;
