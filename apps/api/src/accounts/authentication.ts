import { createHash } from 'node:crypto';
import { findAccountCredentials, insertAccount, type AccountRef } from '@shop/db';
import type { AuthResult, RegisterInput } from '@shop/graphql';
import { normalizeEmail, registerSchema, validationErrors } from '@shop/validation';
import { checkEmailAddress } from '../checkout/checkoutFields.ts';
import { checkOrderUuid } from '../cart/storedCart.ts';
import { invalidInput } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { mergeGuestBasket } from './basketTransfer.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { refusals, ruleRefusal } from './refusals.ts';
import type { AccountServices } from './services.ts';
import { endSession, sessionAccount, startSession } from './session.ts';

/**
 * The key an address's failed log ins and reset links are counted under: the account the lookup found for it, so that
 * every spelling the database takes for one address ('İris' and 'iris' may both find 'iris') shares one count; else a
 * digest of the address (the counter store never holds addresses, and an unknown one is counted as often as a known).
 */
export function attemptKey(storeId: number, email: string, account: { readonly accountId: string } | null): string {
  if (account) return accountAttemptKey(account);
  return createHash('sha256').update(`${storeId}:${normalizeEmail(email).toLowerCase()}`).digest('base64url');
}

export const accountAttemptKey = (account: { readonly accountId: string }): string => `account:${account.accountId}`;

async function refuseWhenLoggedIn(tenant: Tenant, services: AccountServices): Promise<void> {
  if (await sessionAccount(services.db, tenant, services.request)) throw refusals.alreadyLoggedIn();
}

async function verifyCaptcha(services: AccountServices, token: string, parameter: string): Promise<void> {
  if (token.trim() === '' || !(await services.captcha.verify(services.db, token))) throw refusals.captchaFailed(parameter);
}

/**
 * The guest basket's id, judged before log in or register changes anything: a malformed uuid refused after the
 * account was made would tell the client registering failed, and its retry that the account exists.
 */
function guestBasketId(guestOrderUuid: string | null | undefined): string | null {
  return guestOrderUuid ? checkOrderUuid(guestOrderUuid, 'guestOrderUuid') : null;
}

/** A new session for the account, with the guest basket merged in. */
async function signedIn(tenant: Tenant, services: AccountServices, account: AccountRef, guestOrderId: string | null): Promise<Omit<AuthResult, 'errors'>> {
  const session = await startSession(services.db, account);
  const basket = await mergeGuestBasket(services.db, tenant, account, guestOrderId);
  return { status: true, session, orderUuid: basket.orderUuid, unavailableProducts: basket.unavailableProducts };
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
  readonly captchaToken: string;
  readonly guestOrderUuid?: string | null;
}

/**
 * Spec §6 `userLogin`. In this order: a live session (4111), the e-mail's form (4000), the client's limit (4011), the
 * captcha (4008), the account's lock (4113), then e-mail and password together (4112: the same answer, in the same
 * time, for an unknown e-mail and a wrong password). Success clears the account's failures and opens a new session.
 */
export async function logIn(tenant: Tenant, services: AccountServices, request: LoginRequest): Promise<Omit<AuthResult, 'errors'>> {
  await refuseWhenLoggedIn(tenant, services);
  const email = checkEmailAddress(tenant, request.email, 'email');
  const guestOrderId = guestBasketId(request.guestOrderUuid);
  if (request.password === '') throw ruleRefusal(tenant, 'password', { id: 'validation.password.required', values: {} });
  if (request.captchaToken.trim() === '') throw refusals.captchaFailed('captchaToken');
  const client = await services.rateLimits.loginAddress.consume(services.clientKey);
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  await verifyCaptcha(services, request.captchaToken, 'captchaToken');

  const credentials = await findAccountCredentials(services.db, tenant.storeId, email);
  const key = attemptKey(tenant.storeId, email, credentials);
  const attempts = await services.rateLimits.accountLogin.consume(key);
  if (!attempts.allowed) throw refusals.loginLocked(attempts.retryAfterSeconds);
  if (!(await passwordMatches(credentials?.passwordHash ?? null, request.password)) || !credentials) throw refusals.loginFailed();
  await services.rateLimits.accountLogin.reset(key);
  return signedIn(tenant, services, { storeId: tenant.storeId, accountId: credentials.accountId }, guestOrderId);
}

/** Spec "create account": the register page's rules, the client's limit, the captcha; then the account and its session. */
export async function register(tenant: Tenant, services: AccountServices, input: RegisterInput, guestOrderUuid: string | null | undefined): Promise<Omit<AuthResult, 'errors'>> {
  await refuseWhenLoggedIn(tenant, services);
  const guestOrderId = guestBasketId(guestOrderUuid);
  const parsed = registerSchema().safeParse({ ...input, confirmPassword: input.password });
  if (!parsed.success) {
    const [first] = validationErrors(parsed.error, 'account');
    throw first ? ruleRefusal(tenant, first.parameter, first.message) : invalidInput('account', 'Please check your details.');
  }
  if (input.captchaToken.trim() === '') throw refusals.captchaFailed('account.captchaToken');
  const client = await services.rateLimits.accountCreation.consume(services.clientKey);
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  await verifyCaptcha(services, input.captchaToken, 'account.captchaToken');

  const { email, firstName, lastName, password, subscribed } = parsed.data;
  const accountId = await insertAccount(services.db, {
    storeId: tenant.storeId,
    email,
    firstName,
    lastName,
    passwordHash: await hashPassword(password),
    subscribed: subscribed ?? false,
  });
  if (!accountId) throw refusals.accountExists();
  return signedIn(tenant, services, { storeId: tenant.storeId, accountId }, guestOrderId);
}

/** Spec §6 `userLogout`: ends the request's session (none is no error: the visitor is logged out either way). */
export async function logOut(tenant: Tenant, services: AccountServices): Promise<void> {
  await endSession(services.db, tenant, services.request);
}

/** Spec §4 identify: whether the store has an account with this e-mail (after the captcha). */
export async function accountExists(
  tenant: Tenant,
  services: Pick<AccountServices, 'db' | 'captcha' | 'rateLimits' | 'clientKey'>,
  email: string,
  captchaToken: string,
): Promise<boolean> {
  const address = checkEmailAddress(tenant, email, 'email');
  const client = await services.rateLimits.accountLookup.consume(services.clientKey);
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  if (captchaToken.trim() === '' || !(await services.captcha.verify(services.db, captchaToken))) throw refusals.captchaFailed('captchaToken');
  return (await findAccountCredentials(services.db, tenant.storeId, address)) !== null;
}
