import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CaptchaChallengeDocument,
  CheckUserExistDocument,
  GetUserInfoDocument,
  UserChangePasswordDocument,
  UserForgotPasswordDocument,
  UserLoginDocument,
  UserLogoutDocument,
  UserRegisterDocument,
  UserResetPasswordDocument,
} from '@shop/graphql/operations';
import { purgeExpiredAccountTokens } from '@shop/db';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';
import { SESSION_HEADER } from './session.ts';

/**
 * Customer accounts over HTTP: register, log in, sessions (rotation, logout, password change, another store), the
 * password reset link and throttling.
 */

let stack: CheckoutStack;
const captcha = createCaptcha({ cost: 10 });

beforeAll(async () => {
  stack = await startCheckoutStack({
    captcha,
    // Generous per-address limits: every request here comes from one address; the per-account lock is the spec's.
    rateLimits: createRateLimits(
      { kind: 'memory' },
      {
        ...DEFAULT_RATE_LIMIT_POLICIES,
        loginAddress: { limit: 1000, windowSeconds: 900 },
        accountCreation: { limit: 1000, windowSeconds: 3600 },
        passwordResetAddress: { limit: 1000, windowSeconds: 3600 },
      },
    ),
  });
}, 90_000);
afterAll(() => stack?.close());
beforeEach(() => stack.smtp.clear());

async function captchaToken(): Promise<string> {
  const { captchaChallenge } = await stack.api.gql(CaptchaChallengeDocument, { userData: IE });
  const challenge = JSON.parse(captchaChallenge.challenge!.json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const session = (token: string | null | undefined): Record<string, string> => (token ? { [SESSION_HEADER]: token } : {});
const newEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.ie`;
const PASSWORD = 'correct horse battery';

async function registerAccount(email = newEmail()) {
  const { userRegister } = await stack.api.gql(UserRegisterDocument, {
    userData: IE,
    account: { email, password: PASSWORD, firstName: 'Aoife', lastName: 'Byrne', subscribed: true, captchaToken: await captchaToken() },
  });
  expect(userRegister.errors).toEqual([]);
  return { email, token: userRegister.session!.token };
}

async function logIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return (await stack.api.gql(UserLoginDocument, { userData: IE, email, password, captchaToken: await captchaToken() }, headers)).userLogin;
}

const userInfo = async (token: string | null, userData = IE) => (await stack.api.gql(GetUserInfoDocument, { userData }, session(token))).getUserInfo;

const resetMailsTo = async (email: string, count = 1) => {
  await stack.smtp.waitForMessages(count, 20_000);
  return stack.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
};
const tokenOf = (text: string) => /new-password\/\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('register and log in', () => {
  it('registers, logs in and reads the profile with the session; identify finds the account', async () => {
    const { email, token } = await registerAccount();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const login = await logIn(email.toUpperCase());
    expect(login.errors).toEqual([]);
    expect(login.session!.token).not.toBe(token);
    const info = await userInfo(login.session!.token);
    expect(info).toEqual({
      user: {
        mainProfile: { firstName: 'Aoife', lastName: 'Byrne', email, invoiceEmail: null, phoneNumber: null, vatNumber: null },
        subscribed: true,
      },
      errors: [],
    });
    const exists = await stack.api.gql(CheckUserExistDocument, { userData: IE, email, captchaToken: await captchaToken() });
    expect(exists.checkUserExist).toEqual({ status: true, errors: [] });
    const unknown = await stack.api.gql(CheckUserExistDocument, { userData: IE, email: newEmail(), captchaToken: await captchaToken() });
    expect(unknown.checkUserExist).toEqual({ status: false, errors: [] });
    const rows = await stack.api.sql.query<{ password_hash: string }>(`SELECT password_hash FROM customer_accounts WHERE email = $1`, [email]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same e-mail in any case, a short password and a missing captcha', async () => {
    const { email } = await registerAccount();
    const again = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email: email.toUpperCase(), password: PASSWORD, firstName: 'A', lastName: 'B', captchaToken: await captchaToken() },
    });
    expect(again.userRegister.errors).toMatchObject([{ code: 4114, referencedRequestParameter: 'account.email' }]);
    const short = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email: newEmail(), password: 'short', firstName: 'A', lastName: 'B', captchaToken: await captchaToken() },
    });
    expect(short.userRegister.errors).toEqual([
      { code: 4000, message: 'The password must be at least 8 characters long', referencedRequestParameter: 'account.password' },
    ]);
    const noCaptcha = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email: newEmail(), password: PASSWORD, firstName: 'A', lastName: 'B', captchaToken: '' },
    });
    expect(noCaptcha.userRegister.errors[0]?.code).toBe(4008);
  });

  it('answers an unknown e-mail and a wrong password alike, then locks the account after 5 wrong passwords', async () => {
    const { email } = await registerAccount();
    const unknown = await logIn(newEmail());
    expect(unknown.errors).toEqual([
      { code: 4112, message: 'We do not know this combination of e-mail address and password. Please try again or reset your password.', referencedRequestParameter: null },
    ]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await logIn(email, `wrong password ${attempt}`);
      expect(wrong.errors).toEqual(unknown.errors);
      expect(wrong.session).toBeNull();
    }
    const locked = await logIn(email);
    expect(locked.errors).toMatchObject([{ code: 4113, referencedRequestParameter: 'password' }]);
    expect(locked.errors[0]?.message).toMatch(/try again in 1[45] minutes/);
    expect(locked.session).toBeNull();
  });

  it('gives a new session at log in: a token sent before is never taken over', async () => {
    const { email, token: registered } = await registerAccount();
    const planted = randomBytes(32).toString('base64url');
    const login = await logIn(email, PASSWORD, session(planted));
    expect(login.errors).toEqual([]);
    expect(login.session!.token).not.toBe(planted);
    expect((await userInfo(planted)).errors).toMatchObject([{ code: 4110 }]);
    const stored = await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_sessions WHERE token_hash = $1 OR token_hash = $2`, [planted, login.session!.token]);
    expect(stored[0]?.n).toBe(0);
    // The session from registering still works until it is ended; a logged-in caller cannot log in again.
    expect((await logIn(email, PASSWORD, session(registered))).errors).toMatchObject([{ code: 4111 }]);
  });

  it('ends the session at logout, and a session of one store is nobody in another', async () => {
    const { token } = await registerAccount();
    expect((await userInfo(token, stack.api.nlUserData)).errors).toMatchObject([{ code: 4110 }]);
    const { userLogout } = await stack.api.gql(UserLogoutDocument, { userData: IE }, session(token));
    expect(userLogout).toEqual({ status: true, errors: [] });
    expect((await userInfo(token)).errors).toMatchObject([{ code: 4110, message: 'You are not logged in. Please log in and try again.' }]);
  });
});

describe('passwords', () => {
  it('changes the password: every old session ends, the caller gets a new one', async () => {
    const { email, token: first } = await registerAccount();
    const second = (await logIn(email)).session!.token;
    const change = (currentPassword: string, password: string, confirmPassword = password) =>
      stack.api.gql(UserChangePasswordDocument, { userData: IE, currentPassword, password, confirmPassword }, session(first));
    expect((await change('not my password', 'a new password')).userChangePassword.errors).toMatchObject([{ code: 4116, referencedRequestParameter: 'currentPassword' }]);
    expect((await change(PASSWORD, 'a new password', 'another one')).userChangePassword.errors).toEqual([
      { code: 4115, message: "The password you entered doesn't match", referencedRequestParameter: 'confirmPassword' },
    ]);
    const { userChangePassword } = await change(PASSWORD, 'a new password');
    expect(userChangePassword.errors).toEqual([]);
    for (const old of [first, second]) expect((await userInfo(old)).errors).toMatchObject([{ code: 4110 }]);
    expect((await userInfo(userChangePassword.session!.token)).errors).toEqual([]);
    expect((await logIn(email)).errors[0]?.code).toBe(4112);
    expect((await logIn(email, 'a new password')).errors).toEqual([]);
  });

  it('e-mails a one-time link that sets a new password once and ends every session', async () => {
    const { email, token: session1 } = await registerAccount();
    const forgot = await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email, captchaToken: await captchaToken() });
    expect(forgot.userForgotPassword).toEqual({ status: true, errors: [] });
    const [mail] = await resetMailsTo(email);
    expect(mail?.subject).toBe('Choose a new password for your Giftcard Shop account');
    expect(mail?.text).toContain('http://localhost:3000/account/new-password/?token=');
    const token = tokenOf(mail?.text ?? '');
    const stored = await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE token_hash = $1`, [token]);
    expect(stored[0]?.n).toBe(0);

    const reset = (password: string) => stack.api.gql(UserResetPasswordDocument, { userData: IE, token, password, confirmPassword: password });
    expect((await reset('brand new password')).userResetPassword).toEqual({ status: true, errors: [] });
    expect((await userInfo(session1)).errors).toMatchObject([{ code: 4110 }]);
    expect((await logIn(email, 'brand new password')).errors).toEqual([]);
    expect((await reset('yet another password')).userResetPassword.errors).toMatchObject([{ code: 4117, referencedRequestParameter: 'token' }]);
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await registerAccount();
    await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email, captchaToken: await captchaToken() });
    const token = tokenOf((await resetMailsTo(email))[0]?.text ?? '');
    await stack.api.sql.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM customer_accounts WHERE email = $1)`,
      [email],
    );
    const { userResetPassword } = await stack.api.gql(UserResetPasswordDocument, { userData: IE, token, password: 'brand new password', confirmPassword: 'brand new password' });
    expect(userResetPassword.errors).toMatchObject([{ code: 4117 }]);
    expect((await logIn(email)).errors).toEqual([]);
    // The hourly purge deletes it.
    expect(await purgeExpiredAccountTokens(stack.api.database.db)).toBeGreaterThanOrEqual(1);
    const left = await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE expires_at <= now()`);
    expect(left[0]?.n).toBe(0);
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const known = await registerAccount();
    const unknownEmail = newEmail();
    const unknown = await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email: unknownEmail, captchaToken: await captchaToken() });
    const knownAnswer = await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email: known.email, captchaToken: await captchaToken() });
    expect(unknown).toEqual(knownAnswer);
    await resetMailsTo(known.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(unknownEmail))).toEqual([]);
    expect(stack.smtp.messages).toHaveLength(1);
  });
});
