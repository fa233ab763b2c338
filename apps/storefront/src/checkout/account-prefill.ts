import type { AccountProfile, AddressBookEntry } from '../account/model.ts';
import { ADDRESS_FIELDS, initialShipping, initialYourData, type AddressValues, type ShippingValues, type YourDataValues } from './form-values.ts';

/** What a logged-in customer's checkout starts with: the profile's details and the address book's first address. */
export interface AccountPrefill {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly invoiceEmail: string;
  readonly vatNumber: string;
  /** For the physical cards; null when the address book is empty. */
  readonly address: AddressValues | null;
}

/** The prefill of an account: its profile and, of its addresses, the first one in the store's country. */
export function accountPrefill(profile: AccountProfile, addresses: readonly AddressBookEntry[], storeCountry: string): AccountPrefill {
  const entry = addresses.find((address) => address.countryCode.toUpperCase() === storeCountry.toUpperCase());
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    invoiceEmail: profile.invoiceEmail ?? '',
    vatNumber: profile.vatNumber ?? '',
    address: entry ? addressValuesOf(entry) : null,
  };
}

/** An address book entry as the address forms hold it (what it lacks, empty). */
export function addressValuesOf(entry: AddressBookEntry): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, entry[field] ?? ''])) as AddressValues;
}

/** Step 1's first values: the account's details (the e-mail confirmed already), else the e-mail given in the basket. */
export function prefilledYourData(prefill: AccountPrefill | null, email: string | null): YourDataValues {
  const initial = initialYourData(email);
  if (!prefill) return initial;
  return {
    ...initial,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    email: prefill.email,
    confirmEmail: prefill.email,
    phoneNumber: prefill.phoneNumber,
    invoiceEmail: prefill.invoiceEmail,
    vatNumber: prefill.vatNumber,
  };
}

/**
 * Step 2's first values: the physical cards go to the address book's address, to the customer themselves (DEFAULT)
 * when it carries their name, else to the person it names (SINGLE, one address for all).
 */
export function prefilledShipping(prefill: AccountPrefill | null, digitalPackageIds: readonly string[], physicalCount: number): ShippingValues {
  const initial = initialShipping(digitalPackageIds, physicalCount);
  const address = prefill?.address;
  if (!prefill || !address || physicalCount === 0) return initial;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const toThemselves = same(address.firstName, prefill.firstName) && same(address.lastName, prefill.lastName);
  return { ...initial, deliveryMode: toThemselves ? 'DEFAULT' : 'SINGLE', addresses: [address] };
}
