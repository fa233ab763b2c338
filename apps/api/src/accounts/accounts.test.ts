import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  AddGiftcardPackageDocument,
  AddUserAddressDocument,
  CaptchaChallengeDocument,
  CartDocument,
  CartQuantityDocument,
  CheckUserExistDocument,
  DeleteGiftcardPackageGroupDocument,
  DeleteUserAccountDocument,
  DeleteUserAddressDocument,
  GetUserInfoDocument,
  GiftCardPaymentsDocument,
  PlaceOrderDocument,
  PlacedOrderDocument,
  RefreshPaymentDocument,
  RemoveGiftCardPaymentDocument,
  ReorderDocument,
  RetryPaymentDocument,
  UpdateGiftcardPackageDocument,
  UpdateUserAddressDocument,
  UpdateUserProfileDocument,
  UserAddressesDocument,
  UserChangePasswordDocument,
  UserForgotPasswordDocument,
  UserLoginDocument,
  UserLogoutDocument,
  UserOrderDocument,
  UserOrdersDocument,
  UserRegisterDocument,
  UserResetPasswordDocument,
} from '@shop/graphql/operations';
import { deleteExpiredCarts, purgeExpiredAccountTokens } from '@shop/db';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';
import { SESSION_HEADER } from './session.ts';

/**
 * Customer accounts over HTTP: register, log in, sessions (rotation, logout, password change, another store), the
 * password reset link, throttling, the account area with its owner checks, guest basket merge and reorder.
 */

let stack: CheckoutStack;
const captcha = createCaptcha({ cost: 10 });
let variations: { id: string; amount: number; productId: string; title: string }[];

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
        basketCreation: { limit: 1000, windowSeconds: 3600 },
      },
    ),
  });
  variations = await stack.api.sql.query(
    `SELECT DISTINCT ON (p.position, p.id) pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount, p.id::text AS "productId", t.title
     FROM product_variations pv JOIN products p ON p.id = pv.product_id
     JOIN product_translations t ON t.product_id = p.id AND t.language = 'en'
     WHERE p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit AND NOT p.requires_registered_shipping
       AND cardinality(pv.fixed_values_minor) > 0 AND p.store_id = 70 AND pv.variation_type = 'digital' AND p.product_type = 'GIFTCARD_DIGITAL'
     ORDER BY p.position, p.id LIMIT 2`,
  );
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

async function registerAccount(email = newEmail(), guestOrderUuid: string | null = null) {
  const { userRegister } = await stack.api.gql(UserRegisterDocument, {
    userData: IE,
    account: { email, password: PASSWORD, firstName: 'Aoife', lastName: 'Byrne', subscribed: true, captchaToken: await captchaToken() },
    guestOrderUuid,
  });
  expect(userRegister.errors).toEqual([]);
  return { email, token: userRegister.session!.token, orderUuid: userRegister.orderUuid };
}

async function logIn(email: string, password = PASSWORD, headers: Record<string, string> = {}, guestOrderUuid: string | null = null) {
  return (await stack.api.gql(UserLoginDocument, { userData: IE, email, password, captchaToken: await captchaToken(), guestOrderUuid }, headers)).userLogin;
}

const userInfo = async (token: string | null, userData = IE) => (await stack.api.gql(GetUserInfoDocument, { userData }, session(token))).getUserInfo;

async function guestBasket(variation = variations[0]!): Promise<string> {
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid: null,
    package: { variationId: variation.id, amount: variation.amount, quantity: 2 },
  });
  return addGiftcardPackage.order!.uuid;
}

async function addTo(orderUuid: string, variation: (typeof variations)[number], token: string | null = null) {
  const { addGiftcardPackage } = await stack.api.gql(AddGiftcardPackageDocument, {
    userData: IE,
    orderUuid,
    package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
  }, session(token));
  expect(addGiftcardPackage.errors).toEqual([]);
  return addGiftcardPackage.order!;
}

async function placeOrder(orderUuid: string, token: string | null) {
  const cart = (await stack.api.gql(CartDocument, { userData: IE, orderUuid }, session(token))).cartV2.order!;
  const checkout = digitalCheckout(cart.packagesGroups.map((group) => group.packageId));
  const { placeOrder: placed } = await stack.api.gql(PlaceOrderDocument, { userData: IE, orderUuid, idempotencyKey: randomUUID(), checkout }, session(token));
  expect(placed.errors).toEqual([]);
  return placed.order!.uuid;
}

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
        basketUuid: null,
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
      { code: 4000, message: 'The password must be at least 8 characters long', referencedRequestParameter: 'account.password', retryAfterSeconds: null },
    ]);
    const noCaptcha = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email: newEmail(), password: PASSWORD, firstName: 'A', lastName: 'B', captchaToken: '' },
    });
    expect(noCaptcha.userRegister.errors[0]?.code).toBe(4008);
  });

  it('takes an e-mail written with a combining accent and with the accented letter as one address', async () => {
    const tag = randomUUID().slice(0, 8);
    const composed = `jos\u00e9-${tag}@example.ie`;
    const decomposed = `jose\u0301-${tag}@example.ie`;
    const { token } = await registerAccount(composed);
    expect((await userInfo(token)).user?.mainProfile?.email).toBe(composed);
    const again = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email: decomposed, password: PASSWORD, firstName: 'A', lastName: 'B', captchaToken: await captchaToken() },
    });
    expect(again.userRegister.errors).toMatchObject([{ code: 4114, referencedRequestParameter: 'account.email' }]);
    const loggedIn = await logIn(decomposed);
    expect(loggedIn.errors).toEqual([]);
    const exists = await stack.api.gql(CheckUserExistDocument, { userData: IE, email: decomposed, captchaToken: await captchaToken() });
    expect(exists.checkUserExist).toEqual({ status: true, errors: [] });
    // Registered the other way round, the address is kept in its composed form.
    const other = await registerAccount(`rene\u0301-${tag}@example.ie`);
    expect((await userInfo(other.token)).user?.mainProfile?.email).toBe(`ren\u00e9-${tag}@example.ie`);
  });

  it('refuses a malformed guest basket uuid before making the account or a session', async () => {
    const email = newEmail();
    const refused = await stack.api.gql(UserRegisterDocument, {
      userData: IE,
      account: { email, password: PASSWORD, firstName: 'Aoife', lastName: 'Byrne', captchaToken: await captchaToken() },
      guestOrderUuid: 'null',
    });
    expect(refused.userRegister).toMatchObject({ session: null, errors: [{ code: 4000, referencedRequestParameter: 'guestOrderUuid' }] });
    // Nothing was made: registering again (without the basket) is no 'account exists'.
    const { token } = await registerAccount(email);
    await stack.api.gql(UserLogoutDocument, { userData: IE }, session(token));
    const sessions = async () =>
      (await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_sessions s JOIN customer_accounts a ON a.id = s.account_id WHERE a.email = $1`, [email]))[0]!.n;
    const before = await sessions();
    const login = await logIn(email, PASSWORD, {}, 'not-a-uuid');
    expect(login).toMatchObject({ session: null, errors: [{ code: 4000, referencedRequestParameter: 'guestOrderUuid' }] });
    expect(await sessions()).toBe(before);
  });

  it('answers an unknown e-mail and a wrong password alike, then locks the account after 5 wrong passwords', async () => {
    const { email } = await registerAccount();
    const unknown = await logIn(newEmail());
    expect(unknown.errors).toEqual([
      { code: 4112, message: 'We do not know this combination of e-mail address and password. Please try again or reset your password.', referencedRequestParameter: null, retryAfterSeconds: null },
    ]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await logIn(email, `wrong password ${attempt}`);
      expect(wrong.errors).toEqual(unknown.errors);
      expect(wrong.session).toBeNull();
    }
    const locked = await logIn(email);
    expect(locked.errors).toMatchObject([{ code: 4113, referencedRequestParameter: 'password' }]);
    expect(locked.errors[0]?.message).toMatch(/try again in 1[45] minutes/);
    // The same wait as data: what is left of the 15-minute window, in whole seconds.
    expect(locked.errors[0]?.retryAfterSeconds).toBeGreaterThan(13 * 60);
    expect(locked.errors[0]?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.session).toBeNull();
  });

  it('locks the account, not one spelling of its address: a spelling the lookup also takes opens nothing', async () => {
    // 'İ' lower-cases to 'i' + a combining dot in JavaScript, and to 'i' in some databases: both spellings must meet.
    const { email } = await registerAccount(`iris-${randomUUID().slice(0, 8)}@example.ie`);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await logIn(email, `wrong ${attempt}`)).errors[0]?.code).toBe(4112);
    for (const spelling of [email.replace('i', 'İ'), email.replace('ri', 'rİ'), email.toUpperCase()]) {
      const login = await logIn(spelling);
      expect(login.session).toBeNull();
      expect([4112, 4113]).toContain(login.errors[0]?.code);
    }
    expect((await logIn(email)).errors).toMatchObject([{ code: 4113 }]);
  });

  it('counts wrong current passwords and wrong log ins together: 5 in all lock the account, not 5 of each', async () => {
    const changeWith = (token: string, currentPassword: string) =>
      stack.api.gql(UserChangePasswordDocument, { userData: IE, currentPassword, password: 'a new password', confirmPassword: 'a new password' }, session(token));
    // Three wrong log ins, then two wrong current passwords from a (stolen) session: the next log in is locked.
    const first = await registerAccount();
    for (let attempt = 1; attempt <= 3; attempt++) expect((await logIn(first.email, `wrong ${attempt}`)).errors[0]?.code).toBe(4112);
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await changeWith(first.token, `wrong ${attempt}`)).userChangePassword.errors[0]?.code).toBe(4116);
    }
    expect((await logIn(first.email)).errors).toMatchObject([{ code: 4113, referencedRequestParameter: 'password' }]);
    expect((await changeWith(first.token, PASSWORD)).userChangePassword.errors).toMatchObject([{ code: 4113 }]);

    // The other way round: wrong log ins count against the session's check too.
    const second = await registerAccount();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await logIn(second.email, `wrong ${attempt}`)).errors[0]?.code).toBe(4112);
    expect((await changeWith(second.token, PASSWORD)).userChangePassword.errors).toMatchObject([{ code: 4113 }]);
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
      { code: 4115, message: "The password you entered doesn't match", referencedRequestParameter: 'confirmPassword', retryAfterSeconds: null },
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

  it('a new password spends every other link: one asked for earlier, or before the password was changed', async () => {
    const { email } = await registerAccount();
    const forgot = async () => (await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email, captchaToken: await captchaToken() })).userForgotPassword;
    const reset = (token: string, password: string) =>
      stack.api.gql(UserResetPasswordDocument, { userData: IE, token, password, confirmPassword: password });
    expect(await forgot()).toEqual({ status: true, errors: [] });
    expect(await forgot()).toEqual({ status: true, errors: [] });
    const [first, second] = (await resetMailsTo(email, 2)).map((mail) => tokenOf(mail.text || ''));
    expect(first && second && first !== second).toBe(true);
    expect((await reset(second!, 'brand new password')).userResetPassword).toEqual({ status: true, errors: [] });
    expect((await reset(first!, 'an attacker password')).userResetPassword.errors).toMatchObject([{ code: 4117, referencedRequestParameter: 'token' }]);
    expect((await logIn(email, 'brand new password')).errors).toEqual([]);

    stack.smtp.clear();
    expect(await forgot()).toEqual({ status: true, errors: [] });
    const [pending] = (await resetMailsTo(email)).map((mail) => tokenOf(mail.text || ''));
    const current = (await logIn(email, 'brand new password')).session!.token;
    const { userChangePassword } = await stack.api.gql(
      UserChangePasswordDocument,
      { userData: IE, currentPassword: 'brand new password', password: 'changed by the owner', confirmPassword: 'changed by the owner' },
      session(current),
    );
    expect(userChangePassword.errors).toEqual([]);
    expect((await reset(pending!, 'an attacker password')).userResetPassword.errors).toMatchObject([{ code: 4117 }]);
    expect((await logIn(email, 'changed by the owner')).errors).toEqual([]);
  });

  it('lifts the log-in lock once the owner sets a new password through a link, as the lock\'s message advises', async () => {
    const { email } = await registerAccount();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await logIn(email, `wrong ${attempt}`)).errors[0]?.code).toBe(4112);
    expect((await logIn(email)).errors).toMatchObject([{ code: 4113 }]);
    await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email, captchaToken: await captchaToken() });
    const token = tokenOf((await resetMailsTo(email))[0]?.text ?? '');
    const { userResetPassword } = await stack.api.gql(UserResetPasswordDocument, { userData: IE, token, password: 'brand new password', confirmPassword: 'brand new password' });
    expect(userResetPassword).toEqual({ status: true, errors: [] });
    expect((await logIn(email, 'brand new password')).errors).toEqual([]);
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

describe('forgot password throttling', () => {
  it('sends at most 3 links an hour to one e-mail, and counts unknown e-mails the same way', async () => {
    const { email } = await registerAccount();
    for (const address of [email, newEmail()]) {
      const ask = async () => (await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email: address, captchaToken: await captchaToken() })).userForgotPassword;
      for (let request = 1; request <= 3; request++) expect(await ask()).toEqual({ status: true, errors: [] });
      const fourth = await ask();
      expect(fourth.status).toBe(false);
      // Said of the address, not of the shopper's network, at the form's e-mail field.
      expect(fourth.errors).toMatchObject([
        { code: 4011, referencedRequestParameter: 'email', message: expect.stringMatching(/^Too many reset links were asked for this e-mail address/) },
      ]);
      expect(fourth.errors[0]?.retryAfterSeconds).toBeGreaterThan(59 * 60);
      expect(fourth.errors[0]?.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    }
    expect(await resetMailsTo(email, 3)).toHaveLength(3);
  });

  it('counts the links sent to one account together, however its address is spelt', async () => {
    const { email } = await registerAccount(`iris-${randomUUID().slice(0, 8)}@example.ie`);
    const ask = async (address: string) => (await stack.api.gql(UserForgotPasswordDocument, { userData: IE, email: address, captchaToken: await captchaToken() })).userForgotPassword;
    const answers = [];
    for (const address of [email, email.toUpperCase(), email.replace('i', 'İ'), email.replace('ri', 'rİ')]) answers.push(await ask(address));
    expect(answers.map((answer) => answer.errors[0]?.code ?? null)).toEqual([null, null, null, 4011]);
  });
});

describe('the account area', () => {
  const address = { firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street', houseNumber: '12', postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE' };

  it('updates the profile and keeps an address book', async () => {
    const { token } = await registerAccount();
    const { updateUserProfile } = await stack.api.gql(
      UpdateUserProfileDocument,
      { userData: IE, profile: { phoneNumber: '087 123 4567', invoiceEmail: 'invoices@example.ie', vatNumber: 'IE1234567T', subscribed: false } },
      session(token),
    );
    expect(updateUserProfile.errors).toEqual([]);
    expect(updateUserProfile.user).toMatchObject({ mainProfile: { invoiceEmail: 'invoices@example.ie', vatNumber: 'IE1234567T' }, subscribed: false });
    const badPhone = await stack.api.gql(UpdateUserProfileDocument, { userData: IE, profile: { phoneNumber: '12' } }, session(token));
    expect(badPhone.updateUserProfile.errors).toMatchObject([{ code: 4000, referencedRequestParameter: 'profile.phoneNumber' }]);

    const added = (await stack.api.gql(AddUserAddressDocument, { userData: IE, address }, session(token))).addUserAddress;
    expect(added.errors).toEqual([]);
    expect(added.address).toMatchObject({ addressLine1: null, addressLine2: null });
    const changed = await stack.api.gql(
      UpdateUserAddressDocument,
      { userData: IE, addressId: added.address!.id, address: { ...address, city: 'Cork', addressLine1: 'Apartment 4', addressLine2: 'The Maltings' } },
      session(token),
    );
    expect(changed.updateUserAddress.address).toMatchObject({ city: 'Cork', addressLine1: 'Apartment 4', addressLine2: 'The Maltings' });
    // The further lines are kept with the address, not only echoed: the book read afresh has them.
    const reread = await stack.api.gql(UserAddressesDocument, { userData: IE }, session(token));
    expect(reread.userAddresses.addresses[0]).toMatchObject({ addressLine1: 'Apartment 4', addressLine2: 'The Maltings' });
    // Address text of kilobytes is refused whole (nothing stored), naming the field.
    for (const field of ['street', 'city', 'suffix', 'addressLine1'] as const) {
      const long = { ...address, [field]: `${'Harcourt Street '.repeat(5_000)}` };
      const refused = await stack.api.gql(AddUserAddressDocument, { userData: IE, address: long }, session(token));
      expect(refused.addUserAddress, field).toMatchObject({ address: null, errors: [{ code: 4000, message: 'This field can be at most 100 characters long', referencedRequestParameter: `address.${field}` }] });
    }
    const list = await stack.api.gql(UserAddressesDocument, { userData: IE }, session(token));
    expect(list.userAddresses.addresses.map((entry) => entry.city)).toEqual(['Cork']);
    const deleted = await stack.api.gql(DeleteUserAddressDocument, { userData: IE, addressId: added.address!.id }, session(token));
    expect(deleted.deleteUserAddress).toEqual({ status: true, errors: [] });
    expect((await stack.api.gql(UserAddressesDocument, { userData: IE }, session(token))).userAddresses.addresses).toEqual([]);
  });

  it('keeps at most 50 addresses, also when many are added at the same moment', async () => {
    const { token } = await registerAccount();
    const address = { firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street', houseNumber: '12', postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE' };
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        stack.api.gql(AddUserAddressDocument, { userData: IE, address: { ...address, houseNumber: String(index + 1) } }, session(token)),
      ),
    );
    const refused = answers.filter((answer) => answer.addUserAddress.errors.length > 0);
    expect(refused.length).toBe(70);
    expect(refused.every((answer) => answer.addUserAddress.errors[0]?.code === 4118)).toBe(true);
    expect((await stack.api.gql(UserAddressesDocument, { userData: IE }, session(token))).userAddresses.addresses).toHaveLength(50);
  }, 60_000);

  it("refuses every account operation without a session and with another account's ids", async () => {
    const owner = await registerAccount();
    const other = await registerAccount();
    const addressId = (await stack.api.gql(AddUserAddressDocument, { userData: IE, address }, session(owner.token))).addUserAddress.address!.id;
    const basket = await guestBasket();
    const orderUuid = await placeOrder(basket, owner.token);

    const attempts = (token: string | null) => ({
      getUserInfo: async () => (await stack.api.gql(GetUserInfoDocument, { userData: IE }, session(token))).getUserInfo.errors,
      updateUserProfile: async () => (await stack.api.gql(UpdateUserProfileDocument, { userData: IE, profile: { firstName: 'Mallory' } }, session(token))).updateUserProfile.errors,
      userAddresses: async () => (await stack.api.gql(UserAddressesDocument, { userData: IE }, session(token))).userAddresses.errors,
      addUserAddress: async () => (await stack.api.gql(AddUserAddressDocument, { userData: IE, address }, session(token))).addUserAddress.errors,
      updateUserAddress: async () => (await stack.api.gql(UpdateUserAddressDocument, { userData: IE, addressId, address: { ...address, city: 'Galway' } }, session(token))).updateUserAddress.errors,
      deleteUserAddress: async () => (await stack.api.gql(DeleteUserAddressDocument, { userData: IE, addressId }, session(token))).deleteUserAddress.errors,
      userOrders: async () => (await stack.api.gql(UserOrdersDocument, { userData: IE }, session(token))).userOrders.errors,
      userOrder: async () => (await stack.api.gql(UserOrderDocument, { userData: IE, uuid: orderUuid }, session(token))).userOrder.errors,
      reorder: async () => (await stack.api.gql(ReorderDocument, { userData: IE, orderUuid }, session(token))).reorder.errors,
      userChangePassword: async () =>
        (await stack.api.gql(UserChangePasswordDocument, { userData: IE, currentPassword: PASSWORD, password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }, session(token))).userChangePassword.errors,
      deleteUserAccount: async () => (await stack.api.gql(DeleteUserAccountDocument, { userData: IE, password: PASSWORD }, session(token))).deleteUserAccount.errors,
    });
    for (const [name, attempt] of Object.entries(attempts(null))) expect(await attempt(), name).toMatchObject([{ code: 4110 }]);
    const asOther = attempts(other.token);
    for (const name of ['updateUserAddress', 'deleteUserAddress', 'userOrder', 'reorder'] as const) expect(await asOther[name](), name).toMatchObject([{ code: 4004 }]);
    expect((await stack.api.gql(UserOrdersDocument, { userData: IE }, session(other.token))).userOrders.orders).toEqual([]);
    expect((await stack.api.gql(UserAddressesDocument, { userData: IE }, session(other.token))).userAddresses.addresses).toEqual([]);

    // The owner's address and order are untouched and theirs.
    expect((await stack.api.gql(UserAddressesDocument, { userData: IE }, session(owner.token))).userAddresses.addresses.map((entry) => entry.city)).toEqual(['Dublin']);
    const orders = (await stack.api.gql(UserOrdersDocument, { userData: IE }, session(owner.token))).userOrders;
    expect(orders.orders.map((order) => order.uuid)).toEqual([orderUuid]);
    expect(orders.paging).toEqual({ itemsPerPage: 20, pageNumber: 1, totalItems: 1 });
    const details = (await stack.api.gql(UserOrderDocument, { userData: IE, uuid: orderUuid }, session(owner.token))).userOrder;
    expect(details.errors).toEqual([]);
    expect(details.order?.uuid).toBe(orderUuid);
  });

  it("shows an account's placed order to its own session only, through the checkout's operations as in the account area", async () => {
    const owner = await registerAccount();
    const stranger = await registerAccount();
    const orderUuid = await placeOrder(await guestBasket(), owner.token);
    const reads = (token: string | null) => ({
      placedOrder: async () => (await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: orderUuid }, session(token))).placedOrder,
      refreshPayment: async () => (await stack.api.gql(RefreshPaymentDocument, { userData: IE, orderUuid }, session(token))).refreshPayment,
      retryPayment: async () =>
        (await stack.api.gql(RetryPaymentDocument, {
          userData: IE, orderUuid, idempotencyKey: randomUUID(), payment: { method: 'CARD', issuerId: null }, returnUrl: 'http://localhost:3000/checkout/process-payment/',
        }, session(token))).retryPayment,
      order: async () => {
        const response = await stack.api.post(
          JSON.stringify({ query: 'query($userData: UserDataInput!, $uuid: ID!) { order(userData: $userData, uuid: $uuid) { order { uuid } errors { code } } }', variables: { userData: IE, uuid: orderUuid } }),
          session(token),
        );
        return ((await response.json()) as { data: { order: { order: unknown; errors: unknown[] } } }).data.order;
      },
    });
    for (const token of [null, stranger.token]) {
      for (const [name, read] of Object.entries(reads(token))) {
        const answer = await read();
        expect(answer.order, name).toBeNull();
        expect(answer.errors, name).toMatchObject([{ code: 4004 }]);
      }
    }
    const own = await reads(owner.token).placedOrder();
    expect(own.errors).toEqual([]);
    expect(own.order?.uuid).toBe(orderUuid);
    expect((await reads(owner.token).refreshPayment()).order?.uuid).toBe(orderUuid);

    // A guest's order is the uuid's to show: the confirmation page's address is all its buyer has.
    const guestOrder = await placeOrder(await guestBasket(), null);
    expect((await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: guestOrder })).placedOrder.order?.uuid).toBe(guestOrder);
  });

  it('reorders at today\'s prices and names a product that is no longer sold', async () => {
    const [kept, gone] = variations as [(typeof variations)[number], (typeof variations)[number]];
    const { token } = await registerAccount();
    const basket = await guestBasket(kept);
    await addTo(basket, gone);
    const orderUuid = await placeOrder(basket, token);
    await stack.api.sql.query(`UPDATE products SET stock = 0 WHERE id = $1`, [Number(gone.productId)]);
    try {
      const { reorder } = await stack.api.gql(ReorderDocument, { userData: IE, orderUuid }, session(token));
      expect(reorder.errors).toEqual([]);
      expect(reorder.unavailableProducts).toEqual([{ productId: gone.productId, title: gone.title }]);
      expect(reorder.order?.packagesGroups).toHaveLength(1);
      expect((await userInfo(token)).user?.basketUuid).toBe(reorder.order?.uuid);
    } finally {
      await stack.api.sql.query(`UPDATE products SET stock = NULL WHERE id = $1`, [Number(gone.productId)]);
    }
  });

  it('merges the guest basket at log in and ties the order placed while logged in to the account', async () => {
    const { email, token } = await registerAccount();
    const first = await guestBasket();
    const login = await logIn(email, PASSWORD, {}, first);
    expect(login.orderUuid).toBe(first);
    const second = await guestBasket(variations[1]);
    const again = await logIn(email, PASSWORD, {}, second);
    expect(again.orderUuid).toBe(first);
    expect(again.unavailableProducts).toEqual([]);
    const merged = (await stack.api.gql(CartDocument, { userData: IE, orderUuid: first }, session(token))).cartV2.order!;
    expect(merged.packagesGroups).toHaveLength(2);
    expect((await stack.api.gql(CartDocument, { userData: IE, orderUuid: second })).cartV2.order).toBeNull();

    // Nobody else places the account's basket, logged in or not.
    const stranger = await registerAccount();
    const checkoutAs = (caller: string | null) =>
      stack.api.gql(PlaceOrderDocument, {
        userData: IE,
        orderUuid: first,
        idempotencyKey: randomUUID(),
        checkout: digitalCheckout(merged.packagesGroups.map((group) => group.packageId)),
      }, session(caller));
    for (const caller of [null, stranger.token]) expect((await checkoutAs(caller)).placeOrder.errors).toMatchObject([{ code: 4004 }]);
    const placed = await placeOrder(first, token);
    const rows = await stack.api.sql.query<{ email: string }>(
      `SELECT a.email FROM orders o JOIN customer_accounts a ON a.id = o.account_id WHERE o.id = $1`,
      [placed],
    );
    expect(rows).toEqual([{ email }]);
  });

  it("keeps an account's basket to its own session: to a guest or another account holding its uuid it does not exist", async () => {
    const { email, token } = await registerAccount();
    const basket = (await logIn(email, PASSWORD, {}, await guestBasket())).orderUuid!;
    const before = (await stack.api.gql(CartDocument, { userData: IE, orderUuid: basket }, session(token))).cartV2.order!;
    const packageId = before.packagesGroups[0]!.packageId;
    const stranger = await registerAccount();
    const notFound = [{ code: 4004, referencedRequestParameter: 'orderUuid' }];
    for (const caller of [null, stranger.token]) {
      const as = session(caller);
      const orderUuid = basket;
      expect((await stack.api.gql(CartDocument, { userData: IE, orderUuid }, as)).cartV2).toMatchObject({ order: null, errors: notFound });
      expect((await stack.api.gql(CartQuantityDocument, { userData: IE, orderUuid }, as)).cartQuantity.errors).toMatchObject(notFound);
      const variation = variations[1]!;
      const add = await stack.api.gql(AddGiftcardPackageDocument, {
        userData: IE, orderUuid, package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
      }, as);
      expect(add.addGiftcardPackage.errors).toMatchObject(notFound);
      const update = await stack.api.gql(UpdateGiftcardPackageDocument, {
        userData: IE, orderUuid, packageId, package: { variationId: variation.id, amount: variation.amount, quantity: 3 },
      }, as);
      expect(update.updateGiftcardPackage.errors).toMatchObject(notFound);
      const remove = await stack.api.gql(DeleteGiftcardPackageGroupDocument, { userData: IE, orderUuid, shipmentTag: 'DIGITAL', packageId }, as);
      expect(remove.deleteGiftcardPackageGroup.errors).toMatchObject(notFound);
      expect((await stack.api.gql(GiftCardPaymentsDocument, { userData: IE, orderUuid }, as)).giftCardPayments.errors).toMatchObject(notFound);
      const removeCard = await stack.api.gql(RemoveGiftCardPaymentDocument, { userData: IE, orderUuid, cardId: '1' }, as);
      expect(removeCard.removeGiftCardPayment.errors).toMatchObject(notFound);
    }
    // The owner's session reads and changes it, and it is as it was: nothing above went through.
    expect((await stack.api.gql(CartDocument, { userData: IE, orderUuid: basket }, session(token))).cartV2.order).toEqual(before);
    expect((await addTo(basket, variations[1]!, token)).packagesGroups).toHaveLength(2);
    // A guest basket stays open to whoever holds its uuid, logged in or not.
    const guest = await guestBasket();
    expect((await stack.api.gql(CartDocument, { userData: IE, orderUuid: guest }, session(stranger.token))).cartV2.errors).toEqual([]);
  });

  it("puts a logged-in customer's package without a basket into their account's basket, on every device", async () => {
    const { token } = await registerAccount();
    const variation = variations[0]!;
    const addWithoutBasket = async (caller: string | null) =>
      (await stack.api.gql(AddGiftcardPackageDocument, {
        userData: IE, orderUuid: null, package: { variationId: variation.id, amount: variation.amount, quantity: 1 },
      }, session(caller))).addGiftcardPackage;
    const first = await addWithoutBasket(token);
    expect(first.errors).toEqual([]);
    expect((await userInfo(token)).user?.basketUuid).toBe(first.order!.uuid);
    // Another device of the same customer, or the same one after its basket cookie went: the same basket.
    const second = await addWithoutBasket(token);
    expect(second.order!.uuid).toBe(first.order!.uuid);
    expect(second.order!.packagesGroups).toHaveLength(2);
    // A guest still gets a basket of their own.
    const guest = await addWithoutBasket(null);
    expect(guest.order!.uuid).not.toBe(first.order!.uuid);
  });

  it("keeps an account's basket when guest baskets as old are expired", async () => {
    const { email } = await registerAccount();
    const accountBasket = (await logIn(email, PASSWORD, {}, await guestBasket())).orderUuid!;
    const abandoned = await guestBasket();
    await stack.api.sql.query(`UPDATE orders SET updated_at = now() - interval '60 days' WHERE id = ANY($1::uuid[])`, [[accountBasket, abandoned]]);
    await deleteExpiredCarts(stack.api.database.db, { idleDays: 30, limit: 500 });
    const left = await stack.api.sql.query<{ id: string }>(`SELECT id::text AS id FROM orders WHERE id = ANY($1::uuid[])`, [[accountBasket, abandoned]]);
    expect(left).toEqual([{ id: accountBasket }]);
  });

  it('deletes the account: orders stay for the books, and nobody can read them any more, not even by their uuid', async () => {
    const { email, token } = await registerAccount();
    const orderUuid = await placeOrder(await guestBasket(), token);
    const wrong = await stack.api.gql(DeleteUserAccountDocument, { userData: IE, password: 'not the password' }, session(token));
    expect(wrong.deleteUserAccount.errors).toMatchObject([{ code: 4116 }]);
    const { deleteUserAccount } = await stack.api.gql(DeleteUserAccountDocument, { userData: IE, password: PASSWORD }, session(token));
    expect(deleteUserAccount).toEqual({ status: true, errors: [] });
    expect((await userInfo(token)).errors).toMatchObject([{ code: 4110 }]);
    expect((await logIn(email)).errors[0]?.code).toBe(4112);
    const [order] = await stack.api.sql.query<{ number: string }>(`SELECT number FROM orders WHERE id = $1`, [orderUuid]);
    expect(order?.number).toBeTruthy();
    // The confirmation link in the deleted customer's e-mail shows their name and receivers to nobody.
    const { placedOrder } = await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: orderUuid });
    expect(placedOrder).toMatchObject({ order: null, errors: [{ code: 4004 }] });
    const leftovers = await stack.api.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_accounts WHERE lower(email) = lower($1)`, [email]);
    expect(leftovers[0]?.n).toBe(0);
    // The e-mail is free for a new account.
    await registerAccount(email);
  });
});

describe('identify', () => {
  // Last in the file: it spends what is left of this address's look-ups for the hour (other tests used a few).
  it('answers at most 100 look-ups an hour from one address, then refuses before saying whether an account exists', async () => {
    const { limit } = DEFAULT_RATE_LIMIT_POLICIES.accountLookup;
    const lookUp = async (email: string) =>
      (await stack.api.gql(CheckUserExistDocument, { userData: IE, email, captchaToken: await captchaToken() })).checkUserExist;
    let answered = 0;
    while ((await lookUp(newEmail())).errors.length === 0) {
      answered += 1;
      expect(answered).toBeLessThanOrEqual(limit);
    }
    expect(answered).toBeGreaterThan(0);
    const { email } = await registerAccount();
    expect(await lookUp(email)).toMatchObject({ status: false, errors: [{ code: 4011, message: expect.stringMatching(/^Too many attempts came from your network/) }] });
  });
});
