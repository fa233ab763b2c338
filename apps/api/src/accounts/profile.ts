import { findAccountProfile, type AccountRef, type ShopExecutor } from '@shop/db';
import type { User } from '@shop/graphql';
import { refusals } from './refusals.ts';

/** Spec §3: `getUserInfo` answers `user.mainProfile` and `user.subscribed`. */
export async function readUser(db: ShopExecutor, account: AccountRef): Promise<User> {
  const profile = await findAccountProfile(db, account);
  if (!profile) throw refusals.notLoggedIn();
  return {
    mainProfile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      invoiceEmail: profile.invoiceEmail,
      phoneNumber: profile.phoneNumber,
      vatNumber: profile.vatNumber,
      address: null,
    },
    subscribed: profile.subscribed,
  };
}
