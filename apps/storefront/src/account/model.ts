import type { AddressBookEntryFieldsFragment, GetUserInfoQuery, UserOrdersQuery } from '@shop/graphql/operations';
import { isUuid } from '@shop/validation';

export type AccountProfile = NonNullable<NonNullable<GetUserInfoQuery['getUserInfo']['user']>['mainProfile']>;

export interface AccountUser {
  readonly profile: AccountProfile;
  readonly subscribed: boolean;
}

export type AddressBookEntry = AddressBookEntryFieldsFragment;

export type OrderSummary = UserOrdersQuery['userOrders']['orders'][number];

export interface OrderPage {
  readonly orders: readonly OrderSummary[];
  /** 1-based; `pages` is at least 1, so an empty list is page 1 of 1. */
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

/** An order uuid from the address, or null for anything else. */
export function orderUuidFrom(value: string | null): string | null {
  return value !== null && isUuid(value) ? value.toLowerCase() : null;
}

/** A page number from `?page=`: a whole number from 1, else page 1. */
export function pageNumberFrom(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

