import type { CheckoutInput, CustomerType, DeliveryMode, PaymentMethodKind } from '@shop/graphql/operations';

/** Step 1, "Your data", as the form holds it (strings as typed; the shared schemas judge them). */
export interface YourDataValues {
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phoneNumber: string;
  companyName: string;
  vatNumber: string;
  referenceNumber: string;
  kvkNumber: string;
  invoiceEmail: string;
  termsAccepted: boolean;
}

export interface DigitalReceiverValues {
  packageId: string;
  name: string;
  email: string;
}

/** A delivery address's fields, as the checkout and the address book hold them (strings as typed). */
export const ADDRESS_FIELDS = [
  'firstName', 'lastName', 'companyName', 'street', 'houseNumber', 'suffix', 'addressLine1', 'addressLine2', 'postCode', 'city',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Step 2, "Shipping". `addresses`: DEFAULT and SINGLE use the first; SPLIT one per physical package, in order. */
export interface ShippingValues {
  digitalReceivers: DigitalReceiverValues[];
  deliveryMode: DeliveryMode;
  addresses: AddressValues[];
}

/** Step 3, "Payment". */
export interface PaymentValues {
  method: PaymentMethodKind | '';
  issuerId: string;
}

export interface CheckoutValues {
  readonly yourData: YourDataValues;
  readonly shipping: ShippingValues;
  readonly payment: PaymentValues;
}

export const emptyAddress = (): AddressValues => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressValues;

/** Addresses a delivery mode needs: one for DEFAULT and SINGLE, one per physical package for SPLIT. */
export function addressesFor(mode: ShippingValues['deliveryMode'], current: readonly AddressValues[], physicalCount: number): AddressValues[] {
  const needed = physicalCount === 0 ? 0 : mode === 'SPLIT' ? physicalCount : 1;
  return Array.from({ length: needed }, (_, index) => current[index] ?? emptyAddress());
}

export function initialYourData(email: string | null): YourDataValues {
  return {
    customerType: 'PRIVATE',
    firstName: '',
    lastName: '',
    email: email ?? '',
    confirmEmail: '',
    phoneNumber: '',
    companyName: '',
    vatNumber: '',
    referenceNumber: '',
    kvkNumber: '',
    invoiceEmail: '',
    termsAccepted: false,
  };
}

export function initialShipping(digitalPackageIds: readonly string[], physicalCount: number): ShippingValues {
  return {
    digitalReceivers: digitalPackageIds.map((packageId) => ({ packageId, name: '', email: '' })),
    deliveryMode: 'DEFAULT',
    addresses: physicalCount > 0 ? [emptyAddress()] : [],
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The API's CheckoutInput from the three steps. Business-only fields are left out for private customers, so a
 * shopper who switched back to "private" never sends a company they typed first.
 */
export function toCheckoutInput(
  values: CheckoutValues,
  physicalPackageIds: readonly string[],
  countryCode: string,
  returnUrl: string,
): CheckoutInput {
  const { yourData, shipping, payment } = values;
  const business = yourData.customerType === 'BUSINESS';
  const address = (entry: AddressValues, fallbackName: { firstName: string; lastName: string }) => ({
    firstName: blankToNull(entry.firstName) ?? fallbackName.firstName.trim(),
    lastName: blankToNull(entry.lastName) ?? fallbackName.lastName.trim(),
    companyName: blankToNull(entry.companyName),
    street: entry.street.trim(),
    houseNumber: entry.houseNumber.trim(),
    suffix: blankToNull(entry.suffix),
    addressLine1: blankToNull(entry.addressLine1),
    addressLine2: blankToNull(entry.addressLine2),
    postCode: entry.postCode.trim().toUpperCase(),
    city: entry.city.trim(),
    countryCode,
  });
  const buyer = { firstName: yourData.firstName, lastName: yourData.lastName };
  const physicalDeliveries =
    physicalPackageIds.length === 0
      ? []
      : shipping.deliveryMode === 'SPLIT'
        ? physicalPackageIds.map((packageId, index) => ({ packageIds: [packageId], address: address(shipping.addresses[index] ?? emptyAddress(), buyer) }))
        : [{ address: address(shipping.addresses[0] ?? emptyAddress(), buyer) }];
  return {
    customer: {
      customerType: yourData.customerType,
      firstName: yourData.firstName.trim(),
      lastName: yourData.lastName.trim(),
      email: yourData.email.trim(),
      confirmEmail: yourData.confirmEmail.trim(),
      phoneNumber: yourData.phoneNumber.trim(),
      companyName: business ? blankToNull(yourData.companyName) : null,
      vatNumber: business ? blankToNull(yourData.vatNumber) : null,
      referenceNumber: business ? blankToNull(yourData.referenceNumber) : null,
      kvkNumber: business ? blankToNull(yourData.kvkNumber) : null,
      invoiceEmail: blankToNull(yourData.invoiceEmail),
      termsAccepted: yourData.termsAccepted,
    },
    digitalReceivers: shipping.digitalReceivers.map((receiver) => ({
      packageId: receiver.packageId,
      name: receiver.name.trim(),
      email: receiver.email.trim(),
    })),
    deliveryMode: physicalPackageIds.length === 0 ? 'DEFAULT' : shipping.deliveryMode,
    physicalDeliveries,
    payment: { method: payment.method as PaymentMethodKind, issuerId: payment.method === 'BANK_REDIRECT' ? blankToNull(payment.issuerId) : null },
    returnUrl,
  };
}
