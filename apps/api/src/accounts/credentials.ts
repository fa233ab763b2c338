import { deleteAccount, findAccountPasswordHash, setAccountPassword, type AccountRef } from '@shop/db';
import type { AccountSession } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';
import { accountAttemptKey } from './authentication.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { checkNewPassword } from './passwordReset.ts';
import { refusals } from './refusals.ts';
import type { AccountServices } from './services.ts';
import { endAllSessions, startSession } from './session.ts';

/**
 * Proves the logged-in customer knows the account's password. Wrong guesses count against the account as failed log
 * ins do, on the same counter (the account's), so that log in and this check together allow 5 wrong passwords
 * in the window, not 5 each (a stolen session cannot try passwords without limit); a right one clears them.
 */
async function proveCurrentPassword(services: AccountServices, account: AccountRef, password: string, parameter: string): Promise<void> {
  const attemptKey = accountAttemptKey(account);
  const attempts = await services.rateLimits.accountLogin.consume(attemptKey);
  if (!attempts.allowed) throw refusals.loginLocked(attempts.retryAfterSeconds);
  if (!(await passwordMatches(await findAccountPasswordHash(services.db, account), password))) throw refusals.currentPasswordIncorrect(parameter);
  await services.rateLimits.accountLogin.reset(attemptKey);
}

/** Spec "change password": every session of the account ends (other devices are logged out); the caller gets a new one. */
export async function changePassword(
  tenant: Tenant,
  services: AccountServices,
  account: AccountRef,
  request: { readonly currentPassword: string; readonly password: string; readonly confirmPassword: string },
): Promise<AccountSession> {
  checkNewPassword(tenant, request.password, request.confirmPassword);
  await proveCurrentPassword(services, account, request.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(request.password);
  return services.db.transaction(async (tx) => {
    await setAccountPassword(tx, account, passwordHash);
    await endAllSessions(tx, account);
    return startSession(tx, account);
  });
}

/** Deletes the account after its password (spec §6: it cannot be undone); its orders stay for the books, shown to nobody. */
export async function closeAccount(services: AccountServices, account: AccountRef, password: string): Promise<void> {
  await proveCurrentPassword(services, account, password, 'password');
  await services.db.transaction((tx) => deleteAccount(tx, account));
}
