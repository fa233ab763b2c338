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

/** The stored address as the API gives it: every field but those the book keeps for itself. */
function toEntry(row: StoredAddress): AddressBookEntry {
  const { customerType: _customerType, phoneNumber: _phoneNumber, ...entry } = row;
  return entry;
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
  return { ...address, customerType: address.companyName ? 'BUSINESS' : 'PRIVATE', phoneNumber: null };
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
