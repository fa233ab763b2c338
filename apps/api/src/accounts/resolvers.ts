import type {
  AccountOrdersResult, AddressBookEntryResult, AddressBookResult, AuthResult, MutationAddUserAddressArgs, MutationDeleteUserAccountArgs,
  MutationDeleteUserAddressArgs, MutationReorderArgs, MutationUpdateUserAddressArgs, MutationUpdateUserProfileArgs, MutationUserChangePasswordArgs,
  MutationUserForgotPasswordArgs, MutationUserLoginArgs, MutationUserLogoutArgs, MutationUserRegisterArgs, MutationUserResetPasswordArgs,
  PlacedOrderResult, QueryCheckUserExistArgs, QueryGetUserInfoArgs, QueryUserAddressesArgs, QueryUserOrderArgs, QueryUserOrdersArgs,
  ReorderResult, StatusResult, UserInfoResult,
} from '@shop/graphql';
import type { ApiContext } from '../graphql/context.ts';
import { operation } from '../graphql/operation.ts';
import { clientKey } from '../rateLimit/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { readAccountOrder, readAccountOrders, reorder } from './accountOrders.ts';
import { addAddress, changeAddress, readAddressBook, removeAddress } from './addressBook.ts';
import { accountExists, logIn, logOut, register } from './authentication.ts';
import { changePassword, closeAccount } from './credentials.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.ts';
import { readUser, updateProfile } from './profile.ts';
import type { AccountServices } from './services.ts';
import { requireAccount } from './session.ts';

function services(context: ApiContext): AccountServices {
  return {
    db: context.db,
    captcha: context.checkout.captcha,
    rateLimits: context.rateLimits,
    clientKey: clientKey(context.clientAddress),
    request: context.request,
  };
}

/** The logged-in account of the request (4110 without a session of this store). */
const me = (tenant: Tenant, context: ApiContext) => requireAccount(context.db, tenant, context.request);

const signedOut: Omit<AuthResult, 'errors'> = { status: false, session: null, orderUuid: null, unavailableProducts: [] };

export const accountQueries = {
  checkUserExist: operation<QueryCheckUserExistArgs, StatusResult>({ status: false }, async (tenant, args, context) => ({
    status: await accountExists(tenant, services(context), args.email, args.captchaToken),
  })),
  getUserInfo: operation<QueryGetUserInfoArgs, UserInfoResult>({ user: null }, async (tenant, _args, context) => ({
    user: await readUser(context.db, await me(tenant, context)),
  })),
  userAddresses: operation<QueryUserAddressesArgs, AddressBookResult>({ addresses: [] }, async (tenant, _args, context) => ({
    addresses: await readAddressBook(context.db, await me(tenant, context)),
  })),
  userOrders: operation<QueryUserOrdersArgs, AccountOrdersResult>({ orders: [], paging: null }, async (tenant, args, context) =>
    readAccountOrders(context.db, tenant, await me(tenant, context), args.paging),
  ),
  userOrder: operation<QueryUserOrderArgs, PlacedOrderResult>({ order: null }, async (tenant, args, context) => ({
    order: await readAccountOrder(context.db, tenant, await me(tenant, context), args.uuid),
  })),
};

export const accountMutations = {
  userLogin: operation<MutationUserLoginArgs, AuthResult>(signedOut, async (tenant, args, context) => logIn(tenant, services(context), args)),
  userRegister: operation<MutationUserRegisterArgs, AuthResult>(signedOut, async (tenant, args, context) =>
    register(tenant, services(context), args.account, args.guestOrderUuid),
  ),
  userLogout: operation<MutationUserLogoutArgs, StatusResult>({ status: false }, async (tenant, _args, context) => {
    await logOut(tenant, services(context));
    return { status: true };
  }),
  userForgotPassword: operation<MutationUserForgotPasswordArgs, StatusResult>({ status: false }, async (tenant, args, context) => {
    await requestPasswordReset(tenant, services(context), args.email, args.captchaToken);
    context.checkout.wakeJobs();
    return { status: true };
  }),
  userResetPassword: operation<MutationUserResetPasswordArgs, StatusResult>({ status: false }, async (tenant, args, context) => {
    await resetPassword(tenant, services(context), args);
    return { status: true };
  }),
  userChangePassword: operation<MutationUserChangePasswordArgs, AuthResult>(signedOut, async (tenant, args, context) => {
    const session = await changePassword(tenant, services(context), await me(tenant, context), args);
    return { status: true, session, orderUuid: null, unavailableProducts: [] };
  }),
  updateUserProfile: operation<MutationUpdateUserProfileArgs, UserInfoResult>({ user: null }, async (tenant, args, context) => ({
    user: await updateProfile(context.db, tenant, await me(tenant, context), args.profile),
  })),
  addUserAddress: operation<MutationAddUserAddressArgs, AddressBookEntryResult>({ address: null }, async (tenant, args, context) => ({
    address: await addAddress(context.db, tenant, await me(tenant, context), args.address),
  })),
  updateUserAddress: operation<MutationUpdateUserAddressArgs, AddressBookEntryResult>({ address: null }, async (tenant, args, context) => ({
    address: await changeAddress(context.db, tenant, await me(tenant, context), args.addressId, args.address),
  })),
  deleteUserAddress: operation<MutationDeleteUserAddressArgs, StatusResult>({ status: false }, async (tenant, args, context) => {
    await removeAddress(context.db, await me(tenant, context), args.addressId);
    return { status: true };
  }),
  deleteUserAccount: operation<MutationDeleteUserAccountArgs, StatusResult>({ status: false }, async (tenant, args, context) => {
    await closeAccount(services(context), await me(tenant, context), args.password);
    return { status: true };
  }),
  reorder: operation<MutationReorderArgs, ReorderResult>({ order: null, unavailableProducts: [] }, async (tenant, args, context) =>
    reorder(context.db, tenant, await me(tenant, context), args.orderUuid),
  ),
};
