import { findAccountBasket, findAccountProfile, updateAccountProfile, type AccountRef, type AccountProfileChange, type ShopExecutor } from '@shop/db';
import type { ProfileInput, User } from '@shop/graphql';
import { profileSchema, validationErrors } from '@shop/validation';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { refusals, ruleRefusal } from './refusals.ts';

/** Spec §3: `getUserInfo` answers `user.mainProfile` and `user.subscribed`; `basketUuid` is the account's open basket. */
export async function readUser(db: ShopExecutor, account: AccountRef): Promise<User> {
  const [profile, basketUuid] = await Promise.all([findAccountProfile(db, account), findAccountBasket(db, account)]);
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
    basketUuid,
  };
}

/** The account's details page: the fields sent, judged by the form's rules; the e-mail is the log in and stays. */
export async function updateProfile(db: ShopExecutor, tenant: Tenant, account: AccountRef, input: ProfileInput): Promise<User> {
  const parsed = profileSchema({ callingCode: tenant.brand.checkout.callingCode }).safeParse(input);
  if (!parsed.success) {
    const [first] = validationErrors(parsed.error, 'profile');
    throw first ? ruleRefusal(tenant, first.parameter, first.message) : invalidInput('profile', 'Please check your details.');
  }
  const sent = (field: keyof ProfileInput) => input[field] !== undefined;
  const { firstName, lastName, phoneNumber, invoiceEmail, vatNumber, subscribed } = parsed.data;
  const change: AccountProfileChange = {
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
    ...(sent('phoneNumber') && { phoneNumber }),
    ...(sent('invoiceEmail') && { invoiceEmail }),
    ...(sent('vatNumber') && { vatNumber }),
    ...(typeof subscribed === 'boolean' && { subscribed }),
  };
  await updateAccountProfile(db, account, change);
  return readUser(db, account);
}
