import { GetUserInfoDocument, UserAddressesDocument, UserOrdersDocument } from '@shop/graphql/operations';
import { serverQuery } from '../data/server.ts';
import { leaveWhenSignedOut, type GuardedScreen, type SessionHeaders } from './access.ts';
import type { AccountUser, AddressBookEntry, OrderPage } from './model.ts';

/** Reads of a guarded page: each leaves the page for log in when the API no longer knows the session. */

export async function loadUser(lang: string, screen: GuardedScreen, session: SessionHeaders): Promise<AccountUser> {
  const { getUserInfo } = await serverQuery(lang, GetUserInfoDocument, {}, { headers: session });
  leaveWhenSignedOut(lang, screen, getUserInfo.errors);
  const user = getUserInfo.user;
  if (!user?.mainProfile) throw new Error('getUserInfo answered without a profile');
  return { profile: user.mainProfile, subscribed: user.subscribed };
}

export async function loadAddresses(lang: string, screen: GuardedScreen, session: SessionHeaders): Promise<readonly AddressBookEntry[]> {
  const { userAddresses } = await serverQuery(lang, UserAddressesDocument, {}, { headers: session });
  leaveWhenSignedOut(lang, screen, userAddresses.errors);
  return userAddresses.addresses;
}

export async function loadOrders(lang: string, screen: GuardedScreen, session: SessionHeaders, page: number, perPage: number): Promise<OrderPage> {
  const { userOrders } = await serverQuery(lang, UserOrdersDocument, { paging: { itemsPerPage: perPage, pageNumber: page } }, { headers: session });
  leaveWhenSignedOut(lang, screen, userOrders.errors);
  const total = userOrders.paging?.totalItems ?? userOrders.orders.length;
  return { orders: userOrders.orders, page, pages: Math.max(1, Math.ceil(total / perPage)), total };
}
