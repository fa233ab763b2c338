export {
  VALIDATION_MESSAGES, isValidationMessageId, validationMessage,
  type MessageValues, type PlainMessageId, type ValidationMessage, type ValidationMessageId,
} from './messages.ts';
export {
  MAXIMUM_COMPANY_NAME_LENGTH, MAXIMUM_EMAIL_LENGTH, MAXIMUM_QUOTE_MESSAGE_LENGTH, MAXIMUM_NAME_LENGTH, MAXIMUM_REFERENCE_LENGTH, MAX_QUANTITY_PER_PACKAGE,
  LIMIT_MESSAGE_VALUES, MINIMUM_STREET_LENGTH, MAXIMUM_PASSWORD_LENGTH, MINIMUM_PASSWORD_LENGTH, PERSONAL_NOTE_MAX_EXCLUSIVE,
} from './limits.ts';
export { parameterOf, validationErrors, type FieldError } from './errors.ts';
export type { CountryRules, PostcodeRule } from './country-rules.ts';
export { companyNameIssue, personNameIssue, referenceIssue } from './names.ts';
export { emailIssue, isEmailAddress, normalizeEmail, optionalEmail, requiredEmail, sameEmail } from './email.ts';
export { nationalDigitRange, normalizePhone, optionalPhoneNumber, phoneIssue, requiredPhoneNumber } from './phone.ts';
export { canonicalPostcode, normalizePostcode, postcodeIssue, postcodeRequiredMessage } from './postcode.ts';
export { groupedIban } from './iban.ts';
export { postalAddressLines, streetLine, townLine, type PostalAddress, type StreetAddress } from './postal-address.ts';
export { addressFieldsSchema, addressSchema, houseNumberIssue, postcodeField, streetIssue, type Address, type AddressFormValues } from './address.ts';
export {
  CUSTOMER_TYPES, billingEmail, customerSchema, kvkNumberIssue, type Customer, type CustomerFormValues, type CustomerType,
} from './contact.ts';
export {
  DELIVERY_MODES, digitalReceiverSchema, shippingSchema, type DeliveryMode, type DigitalReceiver, type Shipping,
} from './shipping.ts';
export { checkoutDetailsSchema, type CheckoutDetails } from './checkout.ts';
export { GIFT_CARD_NUMBER_LENGTH, PIN_LENGTH, compactCardNumber, giftCardNumberIssue, pinIssue } from './giftCard.ts';
export { ACTIVATION_FIELDS, judgeActivation, type ActivationField, type ActivationFormValues, type ActivationJudgement, type ActivationValues } from './activation.ts';
export { isRecordId, isUuid, UUID_PATTERN } from './ids.ts';
export {
  amountIssue, amountText, customAmountIssue, fixedAmountIssue, parseAmount, type CustomAmountRule, type ParsedAmount,
} from './amount.ts';
export { personalNoteIssue } from './personalNote.ts';
export {
  CUSTOM_AMOUNT, DELIVERY_KINDS, packageDraftSchema, productFormSchema, productFormValues, quantityIssue, toPackageDraft,
  type DeliveryKind, type PackageDraft, type ProductFormValues, type ProductRules, type VariationRules,
} from './package.ts';
export {
  newPasswordSchema, passwordConfirmationIssue, passwordIssue, profileSchema, registerSchema, vatNumberIssue,
  type ProfileFormValues, type RegisterFormValues,
} from './account.ts';
export {
  QUOTE_REQUEST_FIELDS, quoteMessageIssue, quoteRequestSchema, type QuoteRequest, type QuoteRequestField, type QuoteRequestFormValues,
} from './quoteRequest.ts';
export {
  DOUBLER_ENTRY_FIELDS, judgeDoublerEntry,
  type DoublerEntryField, type DoublerEntryForm, type DoublerEntryJudgement, type DoublerEntryValues,
} from './doubler.ts';
