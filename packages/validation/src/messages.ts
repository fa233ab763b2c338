/**
 * Every message a rule can produce, with the names of the values its text needs. The texts live in the i18n
 * catalogs (`validation.json`, en-IE in the spec's words), so the forms and the API render them in the visitor's
 * language. All of the spec's required-field messages are here, also those of forms without a schema in this
 * package (login, payment card), so every form words them alike.
 */
export const VALIDATION_MESSAGES = {
  'validation.firstName.required': [],
  'validation.lastName.required': [],
  'validation.name.required': [],
  'validation.name.tooLong': ['maximumNameLength'],
  'validation.name.webAddress': [],
  'validation.companyName.required': [],
  'validation.companyName.tooLong': ['maximumCompanyNameLength'],
  'validation.email.required': [],
  'validation.email.invalid': [],
  'validation.confirmEmail.required': [],
  'validation.email.mismatch': [],
  'validation.password.required': [],
  'validation.password.tooShort': ['minimumPasswordLength'],
  'validation.password.tooLong': ['maximumPasswordLength'],
  'validation.password.characters': [],
  'validation.password.mismatch': [],
  'validation.confirmPassword.required': [],
  'validation.phone.required': [],
  'validation.phone.invalid': [],
  'validation.customerType.required': [],
  'validation.vatNumber.required': [],
  'validation.vatNumber.invalid': [],
  'validation.kvkNumber.invalid': [],
  'validation.reference.required': [],
  'validation.reference.tooLong': ['maximumReferenceLength'],
  'validation.remark.required': [],
  'validation.message.required': [],
  'validation.message.tooLong': ['maximumMessageLength'],
  'validation.terms.required': [],
  'validation.doublerConditions.required': [],
  'validation.eircode.required': [],
  'validation.eircode.invalid': [],
  'validation.postcode.required': ['label'],
  'validation.postcode.invalid': ['label'],
  'validation.city.required': [],
  'validation.street.required': [],
  'validation.street.tooShort': ['minimumStreetLength'],
  'validation.address.tooLong': ['maximumAddressLength'],
  'validation.houseNumber.required': [],
  'validation.houseNumber.positive': [],
  'validation.suffix.required': [],
  'validation.addressLine.required': ['number'],
  'validation.country.required': [],
  'validation.country.invalid': [],
  'validation.language.required': [],
  'validation.currency.required': [],
  'validation.delivery.packagesRequired': [],
  'validation.delivery.oneAddress': [],
  'validation.deliveryKind.required': [],
  'validation.price.required': [],
  'validation.price.positive': [],
  'validation.price.decimals': [],
  'validation.price.minimum': ['minimum'],
  'validation.price.maximum': ['maximum'],
  'validation.price.wholeNumbers': ['min', 'max'],
  'validation.price.notOffered': ['values'],
  'validation.quantity.positive': [],
  'validation.quantity.wholeNumber': [],
  'validation.quantity.maximum': ['maximum'],
  'validation.personalNote.empty': [],
  'validation.personalNote.emoji': [],
  'validation.personalNote.tooLong': [],
  'validation.cardNumber.required': [],
  'validation.cardNumber.empty': [],
  'validation.cardNumber.length': [],
  'validation.cardNumber.unknown': [],
  'validation.cvc.required': [],
  'validation.expiryDate.required': [],
  'validation.cardholderName.required': [],
  'validation.pin.invalid': [],
  'validation.value.invalid': [],
} as const satisfies Record<`validation.${string}`, readonly string[]>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

type ValueName<Id extends ValidationMessageId> = (typeof VALIDATION_MESSAGES)[Id][number];
/** The ids whose text needs no values, such as every "… is a required field". */
export type PlainMessageId = { [Id in ValidationMessageId]: [ValueName<Id>] extends [never] ? Id : never }[ValidationMessageId];
export type MessageValues<Id extends ValidationMessageId> = Readonly<Record<ValueName<Id>, string | number>>;

/** A refusal: which message, and the values its text needs (a message without values has `{}`). */
export type ValidationMessage<Id extends ValidationMessageId = ValidationMessageId> = Id extends ValidationMessageId
  ? { readonly id: Id; readonly values: MessageValues<Id> }
  : never;

/** Builds a message; the compiler asks for exactly the values its text uses. */
export function validationMessage<Id extends ValidationMessageId>(
  id: Id,
  ...values: [ValueName<Id>] extends [never] ? [] : [MessageValues<Id>]
): ValidationMessage<Id> {
  return { id, values: values[0] ?? {} } as ValidationMessage<Id>;
}

export function isValidationMessageId(id: string): id is ValidationMessageId {
  return Object.hasOwn(VALIDATION_MESSAGES, id);
}
