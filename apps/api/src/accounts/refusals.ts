import { API_ERROR_CODES } from '@shop/graphql';
import { formatValidationMessage } from '@shop/i18n';
import type { ValidationMessage } from '@shop/validation';
import { ApiFailure, apiError, invalidInput, timedRefusal } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

/** The coded answers of the account operations (spec §8: login, create account, change password, forgot password). */
export const refusals = {
  notLoggedIn: () => new ApiFailure(apiError(API_ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in. Please log in and try again.')),
  alreadyLoggedIn: () => new ApiFailure(apiError(API_ERROR_CODES.ALREADY_LOGGED_IN, 'You are already logged in.')),
  loginFailed: () =>
    new ApiFailure(
      apiError(API_ERROR_CODES.LOGIN_FAILED, 'We do not know this combination of e-mail address and password. Please try again or reset your password.'),
    ),
  loginLocked: (retryAfterSeconds: number) =>
    timedRefusal(
      API_ERROR_CODES.LOGIN_LOCKED,
      (wait) => `Too many wrong passwords were entered for this account. Please try again in ${wait} or reset your password.`,
      retryAfterSeconds,
      'password',
    ),
  tooManyAttempts: (retryAfterSeconds: number) =>
    timedRefusal(API_ERROR_CODES.RATE_LIMITED, (wait) => `Too many attempts came from your network. Please try again in ${wait}.`, retryAfterSeconds),
  /** The per e-mail limit of reset links, counted whether or not the address has an account, so it tells nobody which do. */
  tooManyResetLinks: (retryAfterSeconds: number) =>
    timedRefusal(
      API_ERROR_CODES.RATE_LIMITED,
      (wait) => `Too many reset links were asked for this e-mail address. Please try again in ${wait}.`,
      retryAfterSeconds,
      'email',
    ),
  captchaFailed: (parameter: string) =>
    new ApiFailure(apiError(API_ERROR_CODES.CAPTCHA_FAILED, 'The captcha could not be verified. Please try again.', parameter)),
  accountExists: () =>
    new ApiFailure(
      apiError(API_ERROR_CODES.ACCOUNT_EXISTS, 'An account with this e-mail address already exists. Please log in or reset your password.', 'account.email'),
    ),
  confirmationMismatch: () => new ApiFailure(apiError(API_ERROR_CODES.PASSWORD_CONFIRMATION_MISMATCH, "The password you entered doesn't match", 'confirmPassword')),
  currentPasswordIncorrect: (parameter: string) =>
    new ApiFailure(apiError(API_ERROR_CODES.CURRENT_PASSWORD_INCORRECT, 'The current password is incorrect.', parameter)),
  resetLinkInvalid: () =>
    new ApiFailure(
      apiError(API_ERROR_CODES.RESET_LINK_INVALID, 'This link to choose a new password has expired or was used before. Please ask for a new one.', 'token'),
    ),
  addressBookFull: (maximum: number) =>
    new ApiFailure(apiError(API_ERROR_CODES.ADDRESS_BOOK_FULL, `Your address book is full: it keeps at most ${maximum} addresses. Please delete one first.`)),
};

/** A refusal by one of the shared form rules, worded in the request's language. */
export function ruleRefusal(tenant: Tenant, parameter: string, message: ValidationMessage): ApiFailure {
  return invalidInput(parameter, formatValidationMessage(tenant.language.locale, message.id, message.values as Record<string, string | number>));
}
