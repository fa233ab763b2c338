import { claimPasswordResetToken, findAccountCredentials, insertPasswordResetToken, setAccountPassword } from '@shop/db';
import { passwordConfirmationIssue, passwordIssue } from '@shop/validation';
import { checkEmailAddress } from '../checkout/checkoutFields.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { accountAttemptKey, attemptKey } from './authentication.ts';
import { hashPassword } from './passwords.ts';
import { refusals, ruleRefusal } from './refusals.ts';
import type { AccountServices } from './services.ts';
import { endAllSessions, newToken, sessionAccount, tokenDigest } from './session.ts';

/** Spec: a reset link is valid for one hour, and once. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/** The new password and its confirmation, judged by the form's rules (4000) and compared (4115). */
export function checkNewPassword(tenant: Tenant, password: string, confirmPassword: string): void {
  const issue = passwordIssue(password);
  if (issue) throw ruleRefusal(tenant, 'password', issue);
  const confirmation = passwordConfirmationIssue(password, confirmPassword);
  if (confirmation?.id === 'validation.password.mismatch') throw refusals.confirmationMismatch();
  if (confirmation) throw ruleRefusal(tenant, 'confirmPassword', confirmation);
}

/**
 * Spec "forgot password": after the captcha and the limits (per client address and per e-mail, known or not), an
 * account with this e-mail gets a one-time link by e-mail (a durable job). The answer is the same whether or not the
 * e-mail has an account, so the form tells nobody which addresses have one.
 */
export async function requestPasswordReset(tenant: Tenant, services: AccountServices, email: string, captchaToken: string): Promise<void> {
  if (await sessionAccount(services.db, tenant, services.request)) throw refusals.alreadyLoggedIn();
  const address = checkEmailAddress(tenant, email, 'email');
  if (captchaToken.trim() === '') throw refusals.captchaFailed('captchaToken');
  const client = await services.rateLimits.passwordResetAddress.consume(services.clientKey);
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  if (!(await services.captcha.verify(services.db, captchaToken))) throw refusals.captchaFailed('captchaToken');
  const account = await findAccountCredentials(services.db, tenant.storeId, address);
  const perEmail = await services.rateLimits.passwordResetEmail.consume(attemptKey(tenant.storeId, address, account));
  if (!perEmail.allowed) throw refusals.tooManyResetLinks(perEmail.retryAfterSeconds);
  if (!account) return;
  const token = newToken();
  const tokenHash = tokenDigest(token);
  await services.db.transaction(async (tx) => {
    const ref = { storeId: tenant.storeId, accountId: account.accountId };
    await insertPasswordResetToken(tx, { ...ref, tokenHash, validSeconds: RESET_LINK_VALID_SECONDS });
    await enqueueJob(tx, {
      kind: 'send-password-reset-email',
      payload: { ...ref, language: tenant.language.code, token },
      dedupeKey: `password-reset:${tokenHash}`,
    });
  });
}

/**
 * Spec "new password": spends the link (4117 when unknown, used or expired), ends every session of the account and
 * lifts its log-in lock.
 * Attempts count against the client's password reset limit: each one hashes a password, which is work a script
 * must not get for free.
 */
export async function resetPassword(
  tenant: Tenant,
  services: AccountServices,
  request: { readonly token: string; readonly password: string; readonly confirmPassword: string },
): Promise<void> {
  const token = request.token.trim();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw refusals.resetLinkInvalid();
  checkNewPassword(tenant, request.password, request.confirmPassword);
  const client = await services.rateLimits.passwordResetAddress.consume(services.clientKey);
  if (!client.allowed) throw refusals.tooManyAttempts(client.retryAfterSeconds);
  const passwordHash = await hashPassword(request.password);
  const accountId = await services.db.transaction(async (tx) => {
    const claimed = await claimPasswordResetToken(tx, tenant.storeId, tokenDigest(token));
    if (!claimed) throw refusals.resetLinkInvalid();
    const account = { storeId: tenant.storeId, accountId: claimed };
    await setAccountPassword(tx, account, passwordHash);
    await endAllSessions(tx, account);
    return claimed;
  });
  // The owner proved the mailbox is theirs: the lock that wrong passwords (anyone's) put on the account is lifted, as
  // the lock's message promises.
  await services.rateLimits.accountLogin.reset(accountAttemptKey({ accountId }));
}
