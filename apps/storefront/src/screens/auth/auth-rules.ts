import {
  emailIssue, MAXIMUM_EMAIL_LENGTH, MAXIMUM_PASSWORD_LENGTH, newPasswordSchema, registerSchema, validationMessage,
} from '@shop/validation';
import { CAPTCHA_REQUIRED, schemaFieldIssues } from '../../forms/form-refusal.ts';
import type { AuthMessage } from './auth-messages.ts';

/**
 * The rules of the log in, register and password forms: what the browser checks before anything is sent and the
 * server action checks again, taken from @shop/validation, which the API applies too.
 */
export type FieldIssues<Field extends string> = Partial<Record<Field, AuthMessage>>;

export const IDENTIFY_FIELDS = ['email', 'captchaToken'] as const;
export const LOGIN_FIELDS = ['email', 'password', 'captchaToken'] as const;
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'subscribed', 'captchaToken'] as const;
export const FORGOT_PASSWORD_FIELDS = ['email', 'captchaToken'] as const;
export const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export type IdentifyField = (typeof IDENTIFY_FIELDS)[number];
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

function emailField(email: string): AuthMessage | null {
  const trimmed = email.trim();
  if (trimmed === '') return validationMessage('validation.email.required');
  return emailIssue(trimmed);
}

function withCaptcha<Field extends string>(issues: FieldIssues<Field>, captchaToken: string | null): FieldIssues<Field | 'captchaToken'> {
  const captcha: FieldIssues<'captchaToken'> = captchaToken ? {} : { captchaToken: CAPTCHA_REQUIRED };
  return { ...issues, ...captcha } as FieldIssues<Field | 'captchaToken'>;
}

/** The identify page and the forgot password page: an e-mail address and the captcha. */
export function emailFormIssues(values: { readonly email: string; readonly captchaToken: string | null }): FieldIssues<'email' | 'captchaToken'> {
  const email = emailField(values.email);
  return withCaptcha(email ? { email } : {}, values.captchaToken);
}

/** Log in (spec §5): e-mail, password and captcha, or nothing is sent. Any password may be tried: only its absence is refused. */
export function loginIssues(values: { readonly email: string; readonly password: string; readonly captchaToken: string | null }): FieldIssues<LoginField> {
  const issues: FieldIssues<LoginField> = {};
  const email = emailField(values.email);
  if (email) issues.email = email;
  if (values.password === '') issues.password = validationMessage('validation.password.required');
  return withCaptcha(issues, values.captchaToken);
}

export interface RegisterValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly subscribed: boolean;
  readonly captchaToken: string | null;
}

/** Create account: the register page's schema (names, e-mail, a new password twice), the API's own. */
export function registerIssues(values: RegisterValues): FieldIssues<RegisterField> {
  const { captchaToken, ...account } = values;
  const parsed = registerSchema().safeParse(account);
  return withCaptcha(parsed.success ? {} : schemaFieldIssues<RegisterField>(parsed.error), captchaToken);
}

/** The new password page (a reset link): a new password twice. */
export function newPasswordIssues(values: { readonly password: string; readonly confirmPassword: string }): FieldIssues<NewPasswordField> {
  const parsed = newPasswordSchema().safeParse(values);
  return parsed.success ? {} : schemaFieldIssues<NewPasswordField>(parsed.error);
}

/** The longest values a browser may send; anything longer is not a typing mistake. */
export const INPUT_LIMITS = { email: MAXIMUM_EMAIL_LENGTH, name: 200, password: MAXIMUM_PASSWORD_LENGTH * 4, captchaToken: 20_000, token: 200 } as const;
