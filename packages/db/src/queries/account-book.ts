import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { customerAccounts, customerAddresses, orders, type customerTypes } from '../schema.ts';
import type { AccountRef } from './accounts.ts';

export interface AddressBookFields {
  readonly customerType: (typeof customerTypes)[number];
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string | null;
  readonly countryCode: string;
  readonly postCode: string | null;
  readonly houseNumber: string | null;
  readonly suffix: string | null;
  readonly street: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly phoneNumber: string | null;
}

export interface AddressBookEntry extends AddressBookFields {
  readonly id: string;
}

const addressColumns = {
  id: customerAddresses.id,
  customerType: customerAddresses.customerType,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  companyName: customerAddresses.companyName,
  countryCode: customerAddresses.countryCode,
  postCode: customerAddresses.postCode,
  houseNumber: customerAddresses.houseNumber,
  suffix: customerAddresses.suffix,
  street: customerAddresses.street,
  addressLine1: customerAddresses.addressLine1,
  addressLine2: customerAddresses.addressLine2,
  city: customerAddresses.city,
  phoneNumber: customerAddresses.phoneNumber,
};

const ownAddresses = (ref: AccountRef) => and(eq(customerAddresses.storeId, ref.storeId), eq(customerAddresses.accountId, ref.accountId));

export function listAddresses(db: ShopExecutor, ref: AccountRef): Promise<AddressBookEntry[]> {
  return db.select(addressColumns).from(customerAddresses).where(ownAddresses(ref)).orderBy(customerAddresses.createdAt, customerAddresses.id);
}

/**
 * Locks the account's row for the caller's transaction, so that adding addresses runs one request after another:
 * two counted at the same time would each see room for one more and pass the address book's limit together.
 */
export async function lockAccountAddressBook(db: ShopExecutor, ref: AccountRef): Promise<void> {
  await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.storeId, ref.storeId), eq(customerAccounts.id, ref.accountId)))
    .for('update');
}

export async function countAddresses(db: ShopExecutor, ref: AccountRef): Promise<number> {
  return (await db.select({ id: customerAddresses.id }).from(customerAddresses).where(ownAddresses(ref))).length;
}

export async function insertAddress(db: ShopExecutor, ref: AccountRef, fields: AddressBookFields): Promise<AddressBookEntry> {
  const [row] = await db.insert(customerAddresses).values({ ...ref, ...fields }).returning(addressColumns);
  if (!row) throw new Error('address insert returned no row');
  return row;
}

/** Changes one of the account's own addresses; null when it has none with this id. */
export async function updateAddress(db: ShopExecutor, ref: AccountRef, addressId: string, fields: AddressBookFields): Promise<AddressBookEntry | null> {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(ownAddresses(ref), eq(customerAddresses.id, addressId)))
    .returning(addressColumns);
  return row ?? null;
}

/** Deletes one of the account's own addresses; false when it has none with this id. */
export async function deleteAddress(db: ShopExecutor, ref: AccountRef, addressId: string): Promise<boolean> {
  const rows = await db.delete(customerAddresses).where(and(ownAddresses(ref), eq(customerAddresses.id, addressId))).returning({ id: customerAddresses.id });
  return rows.length > 0;
}

// Orders --------------------------------------------------------------------------------------------------------------

export interface AccountOrderRow {
  readonly id: string;
  readonly number: string;
  readonly status: 'PENDING' | 'COMPLETED' | 'CANCELED';
  readonly placedAt: Date;
  readonly grandTotalMinor: number;
}

const ownOrders = (ref: AccountRef) => and(eq(orders.storeId, ref.storeId), eq(orders.accountId, ref.accountId));

/** The account's placed orders, newest first. */
export async function listAccountOrders(db: ShopExecutor, ref: AccountRef, page: { readonly limit: number; readonly offset: number }): Promise<AccountOrderRow[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, placedAt: orders.placedAt, grandTotalMinor: orders.grandTotalMinor })
    .from(orders)
    .where(and(ownOrders(ref), isNotNull(orders.placedAt)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, number: row.number ?? '', placedAt: row.placedAt ?? new Date(0), grandTotalMinor: row.grandTotalMinor ?? 0 }));
}

/** Whether this placed order belongs to the account. */
export async function isAccountOrder(db: ShopExecutor, ref: AccountRef, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(ownOrders(ref), eq(orders.id, orderId), isNotNull(orders.placedAt)));
  return row !== undefined;
}

/** The account's open basket, if it has one (the newest). */
export async function findAccountBasket(db: ShopExecutor, ref: AccountRef): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ownOrders(ref), isNull(orders.placedAt), eq(orders.status, 'PENDING')))
    .orderBy(desc(orders.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** Ties an open guest basket of the store to the account; false when it is not an open guest basket. */
export async function claimGuestBasket(db: ShopExecutor, ref: AccountRef, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ accountId: ref.accountId })
    .where(and(eq(orders.storeId, ref.storeId), eq(orders.id, orderId), isNull(orders.accountId), isNull(orders.placedAt), eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Whether the store has an open basket with this uuid that belongs to no account. */
export async function isOpenGuestBasket(db: ShopExecutor, storeId: number, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.accountId), isNull(orders.placedAt), eq(orders.status, 'PENDING')));
  return row !== undefined;
}

/** How many placed orders the account has. */
export async function countAccountOrders(db: ShopExecutor, ref: AccountRef): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(and(ownOrders(ref), isNotNull(orders.placedAt)));
  return row?.count ?? 0;
}

/** Deletes an open guest basket (after its packages moved into an account's basket). */
export async function deleteGuestBasket(db: ShopExecutor, storeId: number, orderId: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.accountId), isNull(orders.placedAt)));
}

/** Ties a basket being placed to the account that places it. */
export async function linkOrderToAccount(db: ShopExecutor, ref: AccountRef, orderId: string): Promise<void> {
  await db.update(orders).set({ accountId: ref.accountId }).where(and(eq(orders.storeId, ref.storeId), eq(orders.id, orderId)));
}
