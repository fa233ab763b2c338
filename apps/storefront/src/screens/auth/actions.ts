'use server';

import {
  CheckUserExistDocument, UserForgotPasswordDocument, UserLoginDocument, UserRegisterDocument, UserResetPasswordDocument,
} from '@shop/graphql/operations';
import { API_ERROR_CODES } from '@shop/graphql';
import { messagesFor } from '@shop/i18n';
import { cookies } from 'next/headers';
import { forgetSession } from '../../account/forget-visitor.ts';
import { identifyEmailCookie, IDENTIFY_EMAIL_COOKIE } from '../../account/identify-email.ts';
import { parseNextScreen } from '../../account/next-screen.ts';
import { writeSession } from '../../account/session-cookie.ts';
import { clearCartUuid, readCartUuid, writeCartUuid } from '../../cart/cookie.ts';
import { LEFT_OUT_COOKIE, leftOutCookie, leftOutQuery } from '../../cart/left-out.ts';
import { ApiRequestError, ApiUnavailableError, type ApiErrorShape } from '../../data/errors.ts';
import { serverMutation, serverQuery } from '../../data/server.ts';
import { formField } from '../../data/form-field.ts';
import { visitorAddressHeaders, visitorAndSessionHeaders } from '../../data/visitor.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { hasIssues, invalidState, refusedState, type AuthFormState, type RefusalOptions } from './auth-model.ts';
import {
  emailFormIssues, FORGOT_PASSWORD_FIELDS, IDENTIFY_FIELDS, INPUT_LIMITS, LOGIN_FIELDS, loginIssues, NEW_PASSWORD_FIELDS, newPasswordIssues,
  REGISTER_FIELDS, registerIssues, type ForgotPasswordField, type IdentifyField, type LoginField, type NewPasswordField, type RegisterField,
} from './auth-rules.ts';
import { hasMessageIn, type HasMessage } from '../../i18n/has-message.ts';

type Values<Field extends string> = Partial<Record<Field, string>>;

/** A text field of the form, or null when it is missing, not text or longer than any person types. */
function text(form: FormData, name: string, limit: number): string | null {
  const value = formField(form, name);
  return typeof value === 'string' && value.length <= limit ? value : null;
}

const captchaOf = (form: FormData) => text(form, 'captchaToken', INPUT_LIMITS.captchaToken) || null;

const GENERIC = { id: 'errors.generic' } as const;

function storeMessageCheck(lang: string): HasMessage {
  return hasMessageIn(messagesFor(storeLanguage(lang)?.locale ?? 'en-IE'));
}

/**
 * Runs an account operation and turns what went wrong into the form's refused state: the API's errors, or that it
 * cannot be reached. `succeed` gets the result and says where the visitor goes next.
 */
async function attempt<Field extends string, Result>(
  lang: string,
  options: Omit<RefusalOptions<Field>, 'hasMessage'>,
  call: () => Promise<Result>,
  succeed: (result: Result) => Promise<AuthFormState<Field> | readonly ApiErrorShape[]>,
): Promise<AuthFormState<Field>> {
  const refusal = { ...options, hasMessage: storeMessageCheck(lang) };
  try {
    const outcome = await succeed(await call());
    return 'status' in outcome ? outcome : refusedState(outcome, refusal);
  } catch (error) {
    if (error instanceof ApiRequestError) return refusedState(error.errors, refusal);
    if (error instanceof ApiUnavailableError) return { status: 'refused', values: options.values, fieldErrors: {}, formError: { id: 'errors.apiUnavailable' } };
    throw error;
  }
}

const refusedInput = <Field extends string>(values: Values<Field>): AuthFormState<Field> => ({
  status: 'refused', values, fieldErrors: {}, formError: GENERIC,
});

/**
 * The identify page (spec §4): an existing account goes to log in, an unknown e-mail to register; either page finds
 * the e-mail in a short-lived cookie, never in the address.
 */
export async function identify(lang: string, _previous: AuthFormState<IdentifyField>, form: FormData): Promise<AuthFormState<IdentifyField>> {
  const email = text(form, 'email', INPUT_LIMITS.email);
  const captchaToken = captchaOf(form);
  if (!storeLanguage(lang) || email === null) return refusedInput({});
  const values = { email };
  const issues = emailFormIssues({ email, captchaToken });
  if (hasIssues(issues) || !captchaToken) return invalidState(values, issues);
  return attempt(
    lang,
    { fields: IDENTIFY_FIELDS, values, placement: 'fields' },
    async () => serverQuery(lang, CheckUserExistDocument, { email: email.trim(), captchaToken }, { headers: await visitorAddressHeaders() }),
    async ({ checkUserExist }) => {
      if (checkUserExist.errors.length > 0) return checkUserExist.errors;
      const cookie = identifyEmailCookie(email.trim());
      (await cookies()).set(cookie.name, cookie.value, cookie.options);
      return { status: 'done', location: href(lang, checkUserExist.status ? 'accountLogin' : 'accountRegister'), event: null };
    },
  );
}

/** Keeps the new session and makes the account's basket the visitor's. */
async function keepSession(session: { readonly token: string; readonly expiresAt: string }, orderUuid: string | null | undefined): Promise<void> {
  const store = await cookies();
  writeSession(store, session);
  if (orderUuid) writeCartUuid(store, orderUuid);
  else clearCartUuid(store);
  store.delete(IDENTIFY_EMAIL_COOKIE);
}

/**
 * Log in (spec §4, §8): the guest basket goes along (`guestOrderUuid`) and comes back as the account's; then on to
 * `next` (a screen id). A visitor whose session is still live is sent on as well: there is nothing to log in to.
 */
export async function logIn(lang: string, next: string, _previous: AuthFormState<LoginField>, form: FormData): Promise<AuthFormState<LoginField>> {
  const email = text(form, 'email', INPUT_LIMITS.email);
  const password = text(form, 'password', INPUT_LIMITS.password);
  const captchaToken = captchaOf(form);
  if (!storeLanguage(lang) || email === null || password === null) return refusedInput({});
  const values = { email };
  const issues = loginIssues({ email, password, captchaToken });
  if (hasIssues(issues) || !captchaToken) return invalidState(values, issues);
  const location = href(lang, parseNextScreen(next));
  const store = await cookies();
  return attempt(
    lang,
    { fields: LOGIN_FIELDS, values, placement: 'holder' },
    async () =>
      serverMutation(
        lang,
        UserLoginDocument,
        { email: email.trim(), password, captchaToken, guestOrderUuid: readCartUuid(store) },
        await visitorAndSessionHeaders(),
      ),
    async ({ userLogin }) => {
      if (userLogin.errors.some((error) => error.code === API_ERROR_CODES.ALREADY_LOGGED_IN)) return { status: 'done', location, event: null };
      if (userLogin.errors.length > 0 || !userLogin.session) return userLogin.errors;
      await keepSession(userLogin.session, userLogin.orderUuid);
      // Cards of the guest basket that could not join the account's: the basket says so, and which, instead of losing
      // them unsaid.
      const leftOut = leftOutQuery(userLogin.unavailableProducts.length);
      const named = leftOutCookie(userLogin.unavailableProducts.map((product) => product.title));
      if (named) store.set(LEFT_OUT_COOKIE, named.value, named.options);
      else store.delete(LEFT_OUT_COOKIE);
      return { status: 'done', location: leftOut ? hrefWithQuery(lang, 'cart', leftOut) : location, event: 'login' };
    },
  );
}

/** Create account (spec §8): the account is logged in at once and the guest basket becomes its basket. */
export async function register(lang: string, _previous: AuthFormState<RegisterField>, form: FormData): Promise<AuthFormState<RegisterField>> {
  const [firstName, lastName] = [text(form, 'firstName', INPUT_LIMITS.name), text(form, 'lastName', INPUT_LIMITS.name)];
  const email = text(form, 'email', INPUT_LIMITS.email);
  const [password, confirmPassword] = [text(form, 'password', INPUT_LIMITS.password), text(form, 'confirmPassword', INPUT_LIMITS.password)];
  const subscribed = formField(form, 'subscribed') === 'on';
  const captchaToken = captchaOf(form);
  if (!storeLanguage(lang) || firstName === null || lastName === null || email === null || password === null || confirmPassword === null) {
    return refusedInput({});
  }
  const values = { firstName, lastName, email, subscribed: subscribed ? 'on' : '' };
  const issues = registerIssues({ firstName, lastName, email, password, confirmPassword, subscribed, captchaToken });
  if (hasIssues(issues) || !captchaToken) return invalidState(values, issues);
  const store = await cookies();
  return attempt(
    lang,
    { fields: REGISTER_FIELDS, values, placement: 'fields' },
    async () =>
      serverMutation(
        lang,
        UserRegisterDocument,
        {
          account: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password, subscribed, captchaToken },
          guestOrderUuid: readCartUuid(store),
        },
        await visitorAndSessionHeaders(),
      ),
    async ({ userRegister }) => {
      if (userRegister.errors.length > 0 || !userRegister.session) return userRegister.errors;
      await keepSession(userRegister.session, userRegister.orderUuid);
      return { status: 'done', location: href(lang, 'accountRegisterSuccess'), event: 'sign_up' };
    },
  );
}

/** Forgot password: the same answer whether or not the e-mail has an account (the API sends the link). */
export async function requestPasswordReset(
  lang: string,
  _previous: AuthFormState<ForgotPasswordField>,
  form: FormData,
): Promise<AuthFormState<ForgotPasswordField>> {
  const email = text(form, 'email', INPUT_LIMITS.email);
  const captchaToken = captchaOf(form);
  if (!storeLanguage(lang) || email === null) return refusedInput({});
  const values = { email };
  const issues = emailFormIssues({ email, captchaToken });
  if (hasIssues(issues) || !captchaToken) return invalidState(values, issues);
  return attempt(
    lang,
    { fields: FORGOT_PASSWORD_FIELDS, values, placement: 'fields' },
    async () =>
      serverMutation(lang, UserForgotPasswordDocument, { email: email.trim(), captchaToken }, await visitorAndSessionHeaders()),
    async ({ userForgotPassword }) =>
      userForgotPassword.errors.length > 0 || !userForgotPassword.status
        ? userForgotPassword.errors
        : { status: 'done', location: href(lang, 'accountForgotPasswordSuccess'), event: null },
  );
}

/** New password from a reset link: the link is spent and every session of the account ends. */
export async function chooseNewPassword(
  lang: string,
  _previous: AuthFormState<NewPasswordField>,
  form: FormData,
): Promise<AuthFormState<NewPasswordField>> {
  const token = text(form, 'token', INPUT_LIMITS.token);
  const [password, confirmPassword] = [text(form, 'password', INPUT_LIMITS.password), text(form, 'confirmPassword', INPUT_LIMITS.password)];
  if (!storeLanguage(lang) || token === null || password === null || confirmPassword === null) return refusedInput({});
  const issues = newPasswordIssues({ password, confirmPassword });
  if (hasIssues(issues)) return invalidState({}, issues);
  return attempt(
    lang,
    { fields: NEW_PASSWORD_FIELDS, values: {}, placement: 'fields' },
    async () => serverMutation(lang, UserResetPasswordDocument, { token, password, confirmPassword }, await visitorAddressHeaders()),
    async ({ userResetPassword }) => {
      if (userResetPassword.errors.length > 0 || !userResetPassword.status) return userResetPassword.errors;
      // The reset ended every session of the account, this browser's too if it was logged in.
      forgetSession(await cookies());
      return { status: 'done', location: href(lang, 'accountNewPasswordSuccess'), event: null };
    },
  );
}
