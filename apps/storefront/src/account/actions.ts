'use server';

import {
  AddUserAddressDocument, DeleteUserAccountDocument, DeleteUserAddressDocument, UpdateUserAddressDocument, UpdateUserProfileDocument,
  UserChangePasswordDocument,
} from '@shop/graphql/operations';
import { API_ERROR_CODES } from '@shop/graphql';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { currentBrand } from '../brand/current-brand.ts';
import { storeCountryRules } from '../brand/country-rules.ts';
import { ApiRequestError, ApiUnavailableError, serverMutation, type ApiErrorShape } from '../data/server.ts';
import { addressShape } from '../checkout/address-shape.ts';
import { ADDRESS_FIELDS, type AddressField } from '../checkout/form-values.ts';
import { hrefWithQuery } from '../routing/href.ts';
import { storeLanguage } from '../routing/languages.ts';
import { isSignedOut, signedOutPath, type GuardedScreen } from './access.ts';
import { judge, passwordLocked, refusedByApi, refusedFields, type AccountFormResult, type FieldMessages } from './form-result.ts';
import {
  addressMessageValues, addressRules, changePasswordRules, profileRules, type PasswordField, type ProfileField,
} from './rules.ts';
import { SESSION_HEADER, sessionHeaders } from './session.ts';
import { forgetVisitor } from './forget-visitor.ts';
import { writeSession } from './session-cookie.ts';
import type { MessageId } from '@shop/i18n';

const text = (max = 254) => z.string().max(max);
const ID = z.string().min(1).max(64);

// The shape a browser may send; what the values mean is judged by the shared rules and the API.
const profileShape = z.object({
  firstName: text(), lastName: text(), phoneNumber: text(40), invoiceEmail: text(), vatNumber: text(40), subscribed: z.boolean(),
});
const passwordShape = z.object({ currentPassword: text(1024), password: text(1024), confirmPassword: text(1024) });

const INVALID: AccountFormResult<never> = refusedByApi([{ code: 4000, message: 'The request was not valid.', referencedRequestParameter: null }]);
const UNKNOWN_FAILURE: ApiErrorShape = { code: -1, message: 'The shop could not complete the request.', referencedRequestParameter: null };

/** The current password was wrong (change password, delete account), the confirmation differs, too many tries. */
const { CURRENT_PASSWORD_INCORRECT: WRONG_PASSWORD, PASSWORD_CONFIRMATION_MISMATCH: CONFIRMATION_DIFFERS, LOGIN_LOCKED: LOCKED } = API_ERROR_CODES;

type Call<Field extends string> = (session: Record<string, string>) => Promise<AccountFormResult<Field>>;

/**
 * Runs an account mutation with the visitor's session. No session, or one the API no longer knows, answers
 * `signedOut`; an unreachable API or a refused request comes back as errors for the error modal.
 */
async function withSession<Field extends string>(lang: unknown, screen: GuardedScreen, call: Call<Field>): Promise<AccountFormResult<Field>> {
  if (typeof lang !== 'string' || storeLanguage(lang) === null) return INVALID;
  const session = await sessionHeaders();
  if (!session[SESSION_HEADER]) return { kind: 'signedOut', location: signedOutPath(lang, screen) };
  try {
    const result = await call(session);
    return result.kind === 'refused' && isSignedOut(result.errors) ? { kind: 'signedOut', location: signedOutPath(lang, screen) } : result;
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return isSignedOut(error.errors) ? { kind: 'signedOut', location: signedOutPath(lang, screen) } : refusedByApi(error.errors);
    }
    if (error instanceof ApiUnavailableError) return refusedByApi([UNKNOWN_FAILURE]);
    throw error;
  }
}

/** A refusal of the API that names a field of the form ('profile.phoneNumber') shows at that field. */
function fieldsNamedBy<Field extends string>(errors: readonly ApiErrorShape[], fields: readonly Field[]): FieldMessages<Field> {
  const named: Partial<Record<Field, { id: MessageId }>> = {};
  for (const error of errors) {
    const field = error.referencedRequestParameter?.split('.').pop() as Field | undefined;
    if (field && fields.includes(field)) named[field] ??= { id: 'account.form.fieldRefused' };
  }
  return named;
}

/** `/account/data/`: saves the profile (names, phone, invoice e-mail, VAT number, newsletter). */
export async function updateProfile(lang: string, values: unknown): Promise<AccountFormResult<ProfileField>> {
  const parsed = profileShape.safeParse(values);
  if (!parsed.success) return INVALID;
  const refused = judge<ProfileField>(profileRules(storeCountryRules(lang)), parsed.data);
  if (refused) return refusedFields(refused);
  return withSession<ProfileField>(lang, 'accountData', async (session) => {
    // Empty optional fields are sent as '' (the API clears them).
    const { updateUserProfile } = await serverMutation(lang, UpdateUserProfileDocument, { profile: { ...parsed.data } }, session);
    if (updateUserProfile.errors.length > 0) {
      return refusedByApi(updateUserProfile.errors, fieldsNamedBy(updateUserProfile.errors, ['firstName', 'lastName', 'phoneNumber', 'invoiceEmail', 'vatNumber']));
    }
    return { kind: 'done' };
  });
}

/** Change password: every session of the account ends, this browser keeps the new one the API answers. */
export async function changePassword(lang: string, values: unknown): Promise<AccountFormResult<PasswordField>> {
  const parsed = passwordShape.safeParse(values);
  if (!parsed.success) return INVALID;
  const refused = judge<PasswordField>(changePasswordRules(), parsed.data);
  if (refused) return refusedFields(refused);
  return withSession<PasswordField>(lang, 'accountData', async (session) => {
    const { userChangePassword } = await serverMutation(lang, UserChangePasswordDocument, parsed.data, session);
    const errors = userChangePassword.errors;
    if (errors.some((error) => error.code === WRONG_PASSWORD)) return refusedFields({ currentPassword: { id: 'account.password.currentWrong' } });
    if (errors.some((error) => error.code === CONFIRMATION_DIFFERS)) return refusedFields({ confirmPassword: { id: 'account.password.mismatch' } });
    const locked = errors.find((error) => error.code === LOCKED);
    if (locked) return refusedFields({ currentPassword: passwordLocked(locked) });
    if (errors.length > 0 || !userChangePassword.session) return refusedByApi(errors.length > 0 ? errors : [UNKNOWN_FAILURE]);
    writeSession(await cookies(), userChangePassword.session);
    return { kind: 'done' };
  });
}

/**
 * Deletes the account (with its password). The browser forgets everything of it, as at log out: session, basket and
 * the e-mails kept to prefill forms.
 */
export async function deleteAccount(lang: string, password: unknown): Promise<AccountFormResult<'password'>> {
  const parsed = text(1024).min(1).safeParse(password);
  if (!parsed.success) return refusedFields({ password: { id: 'validation.password.required' } });
  return withSession<'password'>(lang, 'accountData', async (session) => {
    const { deleteUserAccount } = await serverMutation(lang, DeleteUserAccountDocument, { password: parsed.data }, session);
    const errors = deleteUserAccount.errors;
    if (errors.some((error) => error.code === WRONG_PASSWORD)) return refusedFields({ password: { id: 'account.delete.passwordWrong' } });
    const locked = errors.find((error) => error.code === LOCKED);
    if (locked) return refusedFields({ password: passwordLocked(locked) });
    if (errors.length > 0 || !deleteUserAccount.status) return refusedByApi(errors.length > 0 ? errors : [UNKNOWN_FAILURE]);
    forgetVisitor(await cookies());
    // Straight to the notice: a refresh of the details page would find no session and send to log in.
    redirect(hrefWithQuery(lang, 'accountData', { deleted: '1' }));
  });
}

/** Adds a delivery address to the address book, or changes one (`addressId`). */
export async function saveAddress(lang: string, addressId: unknown, values: unknown): Promise<AccountFormResult<AddressField>> {
  const parsed = addressShape.safeParse(values);
  const id = addressId === null ? null : ID.safeParse(addressId);
  if (!parsed.success || (id !== null && !id.success)) return INVALID;
  const country = storeCountryRules(lang);
  const rules = addressRules(country);
  const refused = judge<AddressField>(rules, parsed.data, addressMessageValues(country));
  if (refused) return refusedFields(refused);
  const address = rules.parse(parsed.data);
  const input = { ...address, postCode: address.postCode ?? '', countryCode: currentBrand.country };
  return withSession<AddressField>(lang, 'accountAddressBook', async (session) => {
    const answer =
      id === null
        ? (await serverMutation(lang, AddUserAddressDocument, { address: input }, session)).addUserAddress
        : (await serverMutation(lang, UpdateUserAddressDocument, { addressId: id.data, address: input }, session)).updateUserAddress;
    if (answer.errors.length > 0 || !answer.address) {
      return refusedByApi(answer.errors.length > 0 ? answer.errors : [UNKNOWN_FAILURE], fieldsNamedBy(answer.errors, ADDRESS_FIELDS));
    }
    return { kind: 'done' };
  });
}

export async function deleteAddress(lang: string, addressId: unknown): Promise<AccountFormResult<never>> {
  const id = ID.safeParse(addressId);
  if (!id.success) return INVALID;
  return withSession<never>(lang, 'accountAddressBook', async (session) => {
    const { deleteUserAddress } = await serverMutation(lang, DeleteUserAddressDocument, { addressId: id.data }, session);
    if (deleteUserAddress.errors.length > 0 || !deleteUserAddress.status) {
      return refusedByApi(deleteUserAddress.errors.length > 0 ? deleteUserAddress.errors : [UNKNOWN_FAILURE]);
    }
    return { kind: 'done' };
  });
}
