'use server';

import {
  CartDocument, CheckUserExistDocument, CheckoutAddressSuggestionsDocument, PlaceOrderDocument, PlacedOrderDocument,
  RefreshPaymentDocument, RetryPaymentDocument, type PaymentActionFieldsFragment,
} from '@shop/graphql/operations';
import { PAYMENT_METHOD_KINDS } from '@shop/brand-config';
import { API_ERROR_CODES } from '@shop/graphql';
import { isEmailAddress, normalizeEmail, UUID_PATTERN } from '@shop/validation';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { loginHref } from '../account/next-screen.ts';
import { sessionHeaders } from '../account/session.ts';
import { currentBrand } from '../brand/current-brand.ts';
import { storeCountryRules } from '../brand/country-rules.ts';
import { failureFrom } from '../cart/action-result.ts';
import { clearCartUuid, readCartUuid } from '../cart/cookie.ts';
import { serverMutation, serverQuery } from '../data/server.ts';
import { visitorAddressHeaders } from '../data/visitor.ts';
import { href, hrefWithQuery } from '../routing/href.ts';
import { storeLanguage } from '../routing/languages.ts';
import { apiError, type CheckoutActionResult } from './action-result.ts';
import { addressShape } from './address-shape.ts';
import { awaitingOrderCookie } from './awaiting-order.ts';
import { toCheckoutInput, type CheckoutValues, type PaymentValues } from './form-values.ts';
import { forgetIdempotencyKey, idempotencyKeyFor, retryScope } from './idempotency.ts';
import { paymentOutcome, type PollAnswer } from './payment-state.ts';
import { checkoutEmailCookie, CHECKOUT_EMAIL_COOKIE } from './prefill.ts';
import { providerPageUrl } from './provider-page.ts';
import { paymentReturnUrl, requestOrigin } from './request-origin.ts';
import { checkoutValuesIssues, paymentValuesIssues } from './validation.ts';

const UUID = z.string().regex(UUID_PATTERN);
const text = (max = 254) => z.string().max(max);
/** An e-mail as the shared rule takes it (trimmed, NFC); anything else is refused at the modal's e-mail field. */
const emailText = z.string().max(254).transform(normalizeEmail).refine(isEmailAddress);
const EMAIL_INVALID = { ok: false, errors: [apiError(API_ERROR_CODES.INVALID_INPUT, 'Please enter valid email', 'email')] } as const;

// The shape a browser may send; what the values mean is judged by the shared checkout schemas and the API.
const yourDataShape = z.object({
  customerType: z.enum(['PRIVATE', 'BUSINESS']),
  firstName: text(), lastName: text(), email: text(), confirmEmail: text(), phoneNumber: text(40),
  companyName: text(), vatNumber: text(40), referenceNumber: text(), kvkNumber: text(20), invoiceEmail: text(),
  termsAccepted: z.boolean(),
});
const paymentShape = z.object({
  method: z.enum([...PAYMENT_METHOD_KINDS, '']),
  issuerId: text(64),
});
const checkoutShape = z.object({
  yourData: yourDataShape,
  shipping: z.object({
    digitalReceivers: z.array(z.object({ packageId: text(64), name: text(), email: text() })).max(200),
    deliveryMode: z.enum(['DEFAULT', 'SINGLE', 'SPLIT']),
    addresses: z.array(addressShape).max(200),
  }),
  payment: paymentShape,
});

const INVALID = { ok: false, errors: [apiError(API_ERROR_CODES.INVALID_INPUT, 'The request was not valid.')] } as const;
const CART_GONE = { ok: false, errors: [apiError(API_ERROR_CODES.CART_EMPTY, 'The basket is empty.', 'orderUuid')] } as const;

function knownLanguage(lang: unknown): lang is string {
  return typeof lang === 'string' && storeLanguage(lang) !== null;
}

async function returnUrlFor(lang: string, orderUuid: string): Promise<string | null> {
  const origin = requestOrigin(await headers());
  return origin ? paymentReturnUrl(origin, href(lang, 'checkoutProcessPayment'), orderUuid) : null;
}

/** Where the shopper goes after the API accepted an order or a new payment attempt. */
function nextLocation(lang: string, orderUuid: string, action: PaymentActionFieldsFragment | null | undefined): string | null {
  switch (action?.kind) {
    case 'REDIRECT':
      return providerPageUrl(action);
    case 'TRANSFER':
      return hrefWithQuery(lang, 'checkoutProcessPayment', { order: orderUuid });
    default:
      return href(lang, 'checkoutConfirmation', { uuid: orderUuid });
  }
}

/** A placed order whose payment could not start: its payment step again where the brand retries payments (spec §4), else its page. */
function unpaidOrderLocation(lang: string, orderUuid: string, code: number): string {
  return currentBrand.features.retryPayment
    ? hrefWithQuery(lang, 'checkout', { error: String(code), order: orderUuid })
    : href(lang, 'checkoutConfirmation', { uuid: orderUuid });
}

/** The checkout leads back to the order while its payment is open (checkout/awaiting-order.ts). */
function rememberAwaitingOrder(store: Awaited<ReturnType<typeof cookies>>, orderUuid: string): void {
  const cookie = awaitingOrderCookie(orderUuid);
  store.set(cookie.name, cookie.value, cookie.options);
}

/** Basket → checkout without an account check: remembers the e-mail for the checkout form. */
export async function continueAsGuest(lang: string, email: unknown): Promise<CheckoutActionResult> {
  const parsed = emailText.safeParse(email);
  if (!knownLanguage(lang)) return INVALID;
  if (!parsed.success) return EMAIL_INVALID;
  const cookie = checkoutEmailCookie(parsed.data);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
  return { ok: true, location: href(lang, 'checkout') };
}

/**
 * Spec §4 "Identify before checkout": the e-mail and the captcha solution go to `checkUserExist`; a known account
 * goes to the login page (coming back to checkout, the e-mail kept for its form), an unknown e-mail continues as a
 * guest.
 */
export async function identifyForCheckout(lang: string, email: unknown, captchaToken: unknown): Promise<CheckoutActionResult> {
  const parsedEmail = emailText.safeParse(email);
  const token = z.string().min(1).max(20_000).safeParse(captchaToken);
  if (!knownLanguage(lang) || !token.success) return INVALID;
  if (!parsedEmail.success) return EMAIL_INVALID;
  try {
    const { checkUserExist } = await serverQuery(
      lang,
      CheckUserExistDocument,
      { email: parsedEmail.data, captchaToken: token.data },
      { headers: await visitorAddressHeaders() },
    );
    if (checkUserExist.errors.length > 0) return { ok: false, errors: checkUserExist.errors };
    if (!checkUserExist.status) return continueAsGuest(lang, parsedEmail.data);
    const cookie = checkoutEmailCookie(parsedEmail.data);
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
    return { ok: true, location: loginHref(lang, 'checkout') };
  } catch (error) {
    return failureFrom(error) as CheckoutActionResult;
  }
}

/**
 * Places the visitor's cart as an order and starts its payment. The idempotency key is kept per cart in an httpOnly
 * cookie, so a repeated submit of the same checkout gets the same order and payment from the API.
 */
export async function placeCheckoutOrder(lang: string, values: unknown): Promise<CheckoutActionResult> {
  const parsed = checkoutShape.safeParse(values);
  if (!knownLanguage(lang) || !parsed.success) return INVALID;
  const store = await cookies();
  const cartUuid = readCartUuid(store);
  if (!cartUuid) return CART_GONE;
  const checkoutValues = parsed.data as CheckoutValues;
  // A logged-in customer's basket belongs to the account: the API places it only with its session.
  const session = await sessionHeaders();
  try {
    const cart = (await serverQuery(lang, CartDocument, { orderUuid: cartUuid }, { headers: session })).cartV2.order;
    if (!cart || cart.packagesGroups.length === 0) return CART_GONE;
    const physicalPackageIds = cart.packagesGroups.filter((group) => group.tag === 'PHYSICAL').map((group) => group.packageId);
    const issues = checkoutValuesIssues(checkoutValues, {
      physicalPackageIds,
      countryCode: currentBrand.country,
      country: { ...storeCountryRules(lang), hasKvk: currentBrand.country === 'NL' },
    });
    if (issues.length > 0) return { ok: false, errors: issues };
    const returnUrl = await returnUrlFor(lang, cartUuid);
    if (!returnUrl) return INVALID;
    const { placeOrder } = await serverMutation(lang, PlaceOrderDocument, {
      orderUuid: cartUuid,
      idempotencyKey: idempotencyKeyFor(store, cartUuid),
      checkout: toCheckoutInput(checkoutValues, physicalPackageIds, currentBrand.country, returnUrl),
    }, session);
    const placed = placeOrder.order;
    if (!placed) {
      // The key belongs to another checkout of this cart: the next submit starts a new attempt.
      if (placeOrder.errors.some((error) => error.code === API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED)) forgetIdempotencyKey(store);
      return { ok: false, errors: placeOrder.errors };
    }
    // An order with an error was placed, but the provider refused to start its payment: it is paid another way now.
    const [paymentError] = placeOrder.errors;
    const location = paymentError ? unpaidOrderLocation(lang, placed.uuid, paymentError.code) : nextLocation(lang, placed.uuid, placeOrder.action);
    if (!location) return { ok: false, errors: [apiError(API_ERROR_CODES.PAYMENT_FAILED, 'The payment could not be started.')] };
    // The cart is an order now: the basket starts empty, and the prefilled e-mail has served its purpose.
    clearCartUuid(store);
    store.delete(CHECKOUT_EMAIL_COOKIE);
    rememberAwaitingOrder(store, placed.uuid);
    return { ok: true, location };
  } catch (error) {
    return failureFrom(error) as CheckoutActionResult;
  }
}

/** Spec §4 retry: a new payment attempt on a placed order whose last payment was refused, cancelled or expired. */
export async function retryCheckoutPayment(lang: string, orderUuid: unknown, payment: unknown): Promise<CheckoutActionResult> {
  const uuid = UUID.safeParse(orderUuid);
  const choice = paymentShape.safeParse(payment);
  if (!knownLanguage(lang) || !uuid.success || !choice.success) return INVALID;
  const paymentValues = choice.data as PaymentValues;
  try {
    const session = await sessionHeaders();
    const { placedOrder } = await serverQuery(lang, PlacedOrderDocument, { uuid: uuid.data }, { headers: session });
    const order = placedOrder.order;
    if (placedOrder.errors.length > 0 || !order) return { ok: false, errors: placedOrder.errors };
    const issues = paymentValuesIssues(paymentValues, order.customer.customerType);
    if (issues.length > 0) return { ok: false, errors: issues };
    const returnUrl = await returnUrlFor(lang, order.uuid);
    if (!returnUrl) return INVALID;
    const store = await cookies();
    const { retryPayment } = await serverMutation(lang, RetryPaymentDocument, {
      orderUuid: order.uuid,
      idempotencyKey: idempotencyKeyFor(store, retryScope(order.uuid, order.payment?.attempt ?? 0)),
      payment: { method: paymentValues.method || 'CARD', issuerId: paymentValues.method === 'BANK_REDIRECT' ? paymentValues.issuerId : null },
      returnUrl,
    }, session);
    if (retryPayment.errors.length > 0 || !retryPayment.order) {
      if (retryPayment.errors.some((error) => error.code === API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED)) forgetIdempotencyKey(store);
      return { ok: false, errors: retryPayment.errors };
    }
    const location = nextLocation(lang, retryPayment.order.uuid, retryPayment.action);
    if (!location) return { ok: false, errors: [apiError(API_ERROR_CODES.PAYMENT_FAILED, 'The payment could not be started.')] };
    rememberAwaitingOrder(store, retryPayment.order.uuid);
    return { ok: true, location };
  } catch (error) {
    return failureFrom(error) as CheckoutActionResult;
  }
}

/** One refresh of the process-payment page: asks the API (which asks the provider) for the payment's state. */
export async function refreshOrderPayment(lang: string, orderUuid: unknown): Promise<PollAnswer> {
  const uuid = UUID.safeParse(orderUuid);
  if (!knownLanguage(lang) || !uuid.success) return { kind: 'unreachable' };
  try {
    const { refreshPayment } = await serverMutation(lang, RefreshPaymentDocument, { orderUuid: uuid.data }, await sessionHeaders());
    return refreshPayment.order ? paymentOutcome(refreshPayment.order) : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

export interface AddressSuggestion {
  readonly label: string;
  readonly locality: string;
  readonly administrativeArea: string;
}

/** City suggestions for the address fields (catalogue data, cached per store by the data layer). */
export async function suggestAddresses(lang: string, query: unknown): Promise<readonly AddressSuggestion[]> {
  const parsed = z.string().trim().min(2).max(80).safeParse(query);
  if (!knownLanguage(lang) || !parsed.success) return [];
  try {
    const { getLocationAddressSuggestions } = await serverQuery(lang, CheckoutAddressSuggestionsDocument, { query: parsed.data });
    return getLocationAddressSuggestions.suggestions
      .filter((suggestion) => suggestion.countryCode.toUpperCase() === currentBrand.country)
      .map(({ label, locality, administrativeArea }) => ({ label, locality, administrativeArea }));
  } catch {
    return [];
  }
}
