import { findPlacedOrderOwner, listPayments, type ShopDatabase } from '@shop/db';
import {
  API_ERROR_CODES,
  type CaptchaChallengeResult,
  type MutationPlaceOrderArgs,
  type MutationRefreshPaymentArgs,
  type MutationRetryPaymentArgs,
  type PaymentChoiceInput,
  type PaymentMethodsResult,
  type PlaceOrderResult,
  type PlacedOrderResult,
  type QueryCaptchaChallengeArgs,
  type QueryPaymentMethodsArgs,
  type QueryPlacedOrderArgs,
} from '@shop/graphql';
import { sessionAccount } from '../accounts/session.ts';
import { checkOrderUuid, mayUseBasket, type BasketCaller } from '../cart/storedCart.ts';
import { ApiFailure, apiError, errorSummary, FailureAfterCommit, invalidInput, notFound } from '../errors.ts';
import type { CheckoutServices } from '../graphql/context.ts';
import { operation } from '../graphql/operation.ts';
import { isOpen } from '../payments/paymentState.ts';
import { refreshPayment, startPayment } from '../payments/startPayment.ts';
import { ProviderRequestError, type PaymentProvider } from '../payments/provider.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { METHOD_NAMES } from './checkoutInput.ts';
import { placeOrder, type PlacedAttempt } from './placeOrder.ts';
import { readPlacedOrderView } from './placedOrderView.ts';
import { retryPayment } from './retryPayment.ts';
import { checkReturnUrl } from './returnUrl.ts';

function providerOf(services: CheckoutServices): PaymentProvider {
  if (!services.provider) {
    throw new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_SERVICE_UNAVAILABLE, 'Failed to connect to the remote service.', 'payment'));
  }
  return services.provider;
}

/** Starts (or resumes) the payment attempt and answers with the order and what the shopper does next. */
async function paymentAnswer(db: ShopDatabase, services: CheckoutServices, tenant: Tenant, caller: BasketCaller, attempt: PlacedAttempt, returnUrl: string) {
  if (!attempt.payment) {
    services.wakeJobs();
    return { order: await readPlacedOrderView(db, tenant, attempt.orderId, caller), action: { kind: 'NONE' as const, url: null, transfer: null } };
  }
  let action;
  try {
    action = await startPayment(db, providerOf(services), tenant, attempt.payment, {
      returnUrl,
      shopperEmail: attempt.shopperEmail,
      orderNumber: attempt.orderNumber,
    });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    // The order is placed whatever the provider said. While its attempt is open (the provider could not be reached),
    // the same request again resumes it. Once the provider refused the request, the attempt is over: the answer carries
    // the order, so the shopper is led to pay it another way instead of being told that nothing was placed.
    const order = await readPlacedOrderView(db, tenant, attempt.orderId, caller);
    if (order.payment?.status !== 'CANCELED') throw error;
    services.wakeJobs();
    throw new FailureAfterCommit(error.apiError, { order, action: null });
  }
  services.wakeJobs();
  const order = await readPlacedOrderView(db, tenant, attempt.orderId, caller);
  const view = order.payment?.action ?? null;
  return { order, action: action ? view : { kind: 'NONE' as const, url: null, transfer: null } };
}

/** The provider's banks for the store's country; a provider that cannot be reached answers 5002, as a payment would. */
async function storeIssuers(services: CheckoutServices, tenant: Tenant): Promise<readonly { readonly id: string; readonly name: string }[]> {
  const provider = providerOf(services);
  try {
    return await provider.issuers(tenant.brand.checkout.bankCountry ?? tenant.brand.country);
  } catch (error) {
    console.error(`payment issuers could not be read: ${errorSummary(error)}`);
    throw new ApiFailure(apiError(API_ERROR_CODES.PAYMENT_SERVICE_UNAVAILABLE, 'Failed to connect to the remote service.', 'payment'));
  }
}

/**
 * A bank chosen for a bank redirect must be one the provider offers for the store's country (the payment step's
 * list): the form's rule only knows its shape, and placing an order for a bank the provider then refuses would take
 * the basket and its stock for a payment that can never start.
 */
async function checkIssuer(services: CheckoutServices, tenant: Tenant, payment: PaymentChoiceInput, parameter: string): Promise<string | null> {
  if (payment.method !== 'BANK_REDIRECT' || !payment.issuerId?.trim()) return null;
  // A store without bank redirects refuses the method itself (4010), whatever the bank.
  if (!tenant.brand.checkout.paymentMethods.some((choice) => choice.method === METHOD_NAMES.BANK_REDIRECT)) return null;
  const issuers = await storeIssuers(services, tenant);
  const chosen = issuers.find((issuer) => issuer.id === payment.issuerId?.trim());
  if (!chosen) throw invalidInput(`${parameter}.issuerId`, 'Please choose your bank.');
  return chosen.name;
}

export const checkoutQueries = {
  paymentMethods: operation<QueryPaymentMethodsArgs, PaymentMethodsResult>({ methods: [] }, async (tenant, _args, { checkout }) => {
    const { paymentMethods } = tenant.brand.checkout;
    const kinds = Object.entries(METHOD_NAMES) as [keyof typeof METHOD_NAMES, (typeof METHOD_NAMES)[keyof typeof METHOD_NAMES]][];
    const methods = [];
    for (const choice of paymentMethods) {
      const kind = kinds.find(([, name]) => name === choice.method)?.[0];
      if (!kind) continue;
      const issuers = kind === 'BANK_REDIRECT' ? await storeIssuers(checkout, tenant) : [];
      // A bank redirect the provider has no bank for in the store's country could never be paid: not offered.
      if (kind === 'BANK_REDIRECT' && issuers.length === 0) continue;
      methods.push({ kind, logos: [...choice.logos], businessOnly: kind === 'INVOICE', issuers: [...issuers] });
    }
    return { methods };
  }),
  captchaChallenge: operation<QueryCaptchaChallengeArgs, CaptchaChallengeResult>({ challenge: null }, async (_tenant, _args, { checkout }) => ({
    challenge: { json: await checkout.captcha.challengeJson() },
  })),
  placedOrder: operation<QueryPlacedOrderArgs, PlacedOrderResult>({ order: null }, async (tenant, args, { db, request }) => ({
    order: await readPlacedOrderView(db, tenant, args.uuid, await sessionAccount(db, tenant, request)),
  })),
};

export const checkoutMutations = {
  placeOrder: operation<MutationPlaceOrderArgs, PlaceOrderResult>({ order: null, action: null }, async (tenant, args, { db, checkout, request }) => {
    const returnUrl = checkReturnUrl(tenant.brand, args.checkout.returnUrl, checkout.production, 'checkout.returnUrl');
    providerOf(checkout);
    const bankName = await checkIssuer(checkout, tenant, args.checkout.payment, 'checkout.payment');
    const caller = await sessionAccount(db, tenant, request);
    const placed = await placeOrder(db, tenant, {
      orderUuid: args.orderUuid,
      idempotencyKey: args.idempotencyKey,
      checkout: args.checkout,
      caller,
      storefrontOrigin: new URL(returnUrl).origin,
      bankName,
    });
    return paymentAnswer(db, checkout, tenant, caller, placed, returnUrl);
  }),
  retryPayment: operation<MutationRetryPaymentArgs, PlaceOrderResult>({ order: null, action: null }, async (tenant, args, { db, checkout, request }) => {
    const returnUrl = checkReturnUrl(tenant.brand, args.returnUrl, checkout.production, 'returnUrl');
    providerOf(checkout);
    const bankName = await checkIssuer(checkout, tenant, args.payment, 'payment');
    const caller = await sessionAccount(db, tenant, request);
    return paymentAnswer(db, checkout, tenant, caller, await retryPayment(db, tenant, { ...args, caller, bankName }), returnUrl);
  }),
  refreshPayment: operation<MutationRefreshPaymentArgs, PlacedOrderResult>({ order: null }, async (tenant, args, { db, checkout, rateLimits, request }) => {
    const orderId = checkOrderUuid(args.orderUuid, 'orderUuid');
    const caller = await sessionAccount(db, tenant, request);
    // Before anything is asked of the provider: a stranger's look-ups would spend the order's allowance.
    const owner = await findPlacedOrderOwner(db, { storeId: tenant.storeId, orderId });
    if (!owner || !mayUseBasket(owner.accountId, caller)) throw notFound('orderUuid', 'Order');
    const [latest] = await listPayments(db, { storeId: tenant.storeId, orderId });
    // A settled payment has nothing left to learn; an open one is looked up a limited number of times per order.
    if (latest && checkout.provider && isOpen(latest.status) && (await rateLimits.paymentLookup.consume(orderId)).allowed) {
      try {
        await refreshPayment(db, checkout.provider, latest);
      } catch (error) {
        // The provider refused the look-up (it does not know the payment): nothing is learnt, the order is answered as
        // it stands, and the webhook or the next look-up brings the news.
        if (!(error instanceof ProviderRequestError)) throw error;
        console.error(`payment could not be refreshed: ${errorSummary(error)}`);
      }
    }
    checkout.wakeJobs();
    return { order: await readPlacedOrderView(db, tenant, orderId, caller, 'orderUuid') };
  }),
};
