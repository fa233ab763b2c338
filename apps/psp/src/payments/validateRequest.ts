import { invalidRequest } from '../http/errors.ts';
import { findIssuer } from './issuers.ts';
import { PAYMENT_METHODS, type Money, type PaymentMethod } from './types.ts';

export interface CreatePaymentInput {
  readonly amount: Money;
  readonly reference: string;
  readonly method: PaymentMethod;
  readonly issuer: string | null;
  readonly returnUrl: string;
  readonly shopperEmail: string | null;
  readonly shopperLocale: string | null;
  readonly description: string | null;
}

export interface RefundInput {
  readonly amount: Money;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function rejectUnknownKeys(body: Json, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw invalidRequest(`Unknown parameter: ${prefix}${key}.`, `${prefix}${key}`);
  }
}

export function parseMoney(value: unknown, param: string): Money {
  if (!isObject(value)) throw invalidRequest(`${param} must be an object { currency, value }.`, param);
  rejectUnknownKeys(value, ['currency', 'value'], `${param}.`);
  const { currency, value: minor } = value;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw invalidRequest(`${param}.currency must be an ISO 4217 code of 3 uppercase letters.`, `${param}.currency`);
  }
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor <= 0) {
    throw invalidRequest(`${param}.value must be a positive integer amount in minor units.`, `${param}.value`);
  }
  return { currency, value: minor };
}

function requiredString(body: Json, key: string, max: number): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw invalidRequest(`${key} is required.`, key);
  if (value.length > max) throw invalidRequest(`${key} can be at most ${max} characters.`, key);
  return value;
}

function optionalString(body: Json, key: string, max: number): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidRequest(`${key} must be a string.`, key);
  if (value.length > max) throw invalidRequest(`${key} can be at most ${max} characters.`, key);
  return value === '' ? null : value;
}

function parseReturnUrl(body: Json): string {
  const raw = requiredString(body, 'returnUrl', 2000);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidRequest('returnUrl must be an absolute http or https URL.', 'returnUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidRequest('returnUrl must be an absolute http or https URL.', 'returnUrl');
  }
  if (url.username || url.password) throw invalidRequest('returnUrl must not contain credentials.', 'returnUrl');
  return url.href;
}

function parseLocale(body: Json): string | null {
  const locale = optionalString(body, 'shopperLocale', 35);
  if (locale === null) return null;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? null;
  } catch {
    throw invalidRequest('shopperLocale must be a BCP 47 language tag such as en-IE.', 'shopperLocale');
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Polish banking apps confirm BLIK payments in złoty only. */
const BLIK_CURRENCY = 'PLN';

export function parseCreatePayment(body: unknown): CreatePaymentInput {
  if (!isObject(body)) throw invalidRequest('The request body must be a JSON object.');
  rejectUnknownKeys(body, ['amount', 'reference', 'method', 'issuer', 'returnUrl', 'shopperEmail', 'shopperLocale', 'description']);
  const amount = parseMoney(body.amount, 'amount');
  const reference = requiredString(body, 'reference', 200);
  const method = body.method;
  if (typeof method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw invalidRequest(`method must be one of ${PAYMENT_METHODS.join(', ')}.`, 'method');
  }
  const issuer = optionalString(body, 'issuer', 100);
  if (method === 'bank_redirect') {
    if (issuer === null) throw invalidRequest('issuer is required for bank_redirect (see GET /v1/issuers).', 'issuer');
    if (!findIssuer(issuer)) throw invalidRequest(`Unknown issuer: ${issuer}.`, 'issuer');
  } else if (issuer !== null) {
    throw invalidRequest('issuer is only accepted for bank_redirect.', 'issuer');
  }
  if (method === 'blik' && amount.currency !== BLIK_CURRENCY) {
    throw invalidRequest(`blik takes ${BLIK_CURRENCY} only (got ${amount.currency}).`, 'amount.currency');
  }
  const returnUrl = parseReturnUrl(body);
  const shopperEmail = optionalString(body, 'shopperEmail', 254);
  if (shopperEmail !== null && !EMAIL.test(shopperEmail)) throw invalidRequest('shopperEmail is not an e-mail address.', 'shopperEmail');
  return {
    amount,
    reference,
    method: method as PaymentMethod,
    issuer,
    returnUrl,
    shopperEmail,
    shopperLocale: parseLocale(body),
    description: optionalString(body, 'description', 500),
  };
}

export function parseRefund(body: unknown): RefundInput {
  if (!isObject(body)) throw invalidRequest('The request body must be a JSON object.');
  rejectUnknownKeys(body, ['amount']);
  return { amount: parseMoney(body.amount, 'amount') };
}

export function parseIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') throw invalidRequest('The Idempotency-Key header is required.', 'Idempotency-Key');
  if (key.length > 200) throw invalidRequest('The Idempotency-Key header can be at most 200 characters.', 'Idempotency-Key');
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw invalidRequest('The Idempotency-Key header must be printable ASCII without spaces.', 'Idempotency-Key');
  }
  return key;
}
