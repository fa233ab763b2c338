import {
  countAddresses, deleteAddress, insertAddress, listAddresses, lockAccountAddressBook, updateAddress, type AccountRef, type AddressBookEntry as StoredAddress,
  type AddressBookFields, type ShopDatabase, type ShopExecutor,
} from '@shop/db';
import type { AddressBookEntry, AddressInput } from '@shop/graphql';
import { addressSchema, isUuid, validationErrors } from '@shop/validation';
import { invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { refusals, ruleRefusal } from './refusals.ts';

/** Ours: more than any household sends to, few enough that the book stays a list. */
export const MAX_ADDRESSES = 50;

function toEntry(row: StoredAddress): AddressBookEntry {
  const { id, firstName, lastName, companyName, street, houseNumber, suffix, addressLine1, addressLine2, postCode, city, countryCode } = row;
  return { id, firstName, lastName, companyName, street, houseNumber, suffix, addressLine1, addressLine2, postCode, city, countryCode };
}

/** A delivery address judged by the checkout's rules, in the store's country (where it delivers). */
function checkAddress(tenant: Tenant, input: AddressInput): AddressBookFields {
  const parsed = addressSchema({ postcode: tenant.brand.checkout.postcodeRule(tenant.language.code) }).safeParse(input);
  if (!parsed.success) {
    const [first] = validationErrors(parsed.error, 'address');
    throw first ? ruleRefusal(tenant, first.parameter, first.message) : invalidInput('address', 'Please check the address.');
  }
  const address = parsed.data;
  if (address.countryCode !== tenant.brand.country) throw invalidInput('address.countryCode', "We can only deliver to addresses in this store's country.");
  return {
    customerType: address.companyName ? 'BUSINESS' : 'PRIVATE',
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName,
    countryCode: address.countryCode,
    postCode: address.postCode,
    houseNumber: address.houseNumber,
    suffix: address.suffix,
    street: address.street,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    phoneNumber: null,
  };
}

/** An address id of the caller's: anything else is "not found", like an id of another account. */
function checkAddressId(addressId: string): string {
  if (!isUuid(addressId)) throw notFound('addressId', 'Address');
  return addressId.toLowerCase();
}

export async function readAddressBook(db: ShopExecutor, account: AccountRef): Promise<AddressBookEntry[]> {
  return (await listAddresses(db, account)).map(toEntry);
}

export function addAddress(db: ShopDatabase, tenant: Tenant, account: AccountRef, input: AddressInput): Promise<AddressBookEntry> {
  const fields = checkAddress(tenant, input);
  return db.transaction(async (tx) => {
    await lockAccountAddressBook(tx, account);
    if ((await countAddresses(tx, account)) >= MAX_ADDRESSES) throw refusals.addressBookFull(MAX_ADDRESSES);
    return toEntry(await insertAddress(tx, account, fields));
  });
}

export async function changeAddress(db: ShopExecutor, tenant: Tenant, account: AccountRef, addressId: string, input: AddressInput): Promise<AddressBookEntry> {
  const id = checkAddressId(addressId);
  const updated = await updateAddress(db, account, id, checkAddress(tenant, input));
  if (!updated) throw notFound('addressId', 'Address');
  return toEntry(updated);
}

export async function removeAddress(db: ShopExecutor, account: AccountRef, addressId: string): Promise<void> {
  if (!(await deleteAddress(db, account, checkAddressId(addressId)))) throw notFound('addressId', 'Address');
}
