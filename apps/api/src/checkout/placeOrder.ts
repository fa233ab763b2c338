import { findBasketCapViolation, findLimitViolation } from '@shop/cart-rules';
import {
  createShipment,
  insertPayment,
  listPayments,
  listOrderShipments,
  lockOrder,
  markOrderPlaced,
  movePackageToShipment,
  nextOrderNumber,
  setOrderStatus,
  setPackageReceiver,
  setShipmentPromise,
  type PaymentRow,
  type ShopDatabase,
  type ShopTransaction,
  type StoredCart,
  linkOrderToAccount,
} from '@shop/db';
import { API_ERROR_CODES, type Adjustment, type CheckoutInput, type GiftcardOrder, type GroupedTotals, type Totals } from '@shop/graphql';
import { limitFailure } from '../cart/limitFailures.ts';
import { loadTotalsPolicy, toGiftcardOrder } from '../cart/orderView.ts';
import { checkOrderUuid, choiceCardMayPay, loadCart, mayUseBasket, toRulesPackage, type BasketCaller } from '../cart/storedCart.ts';
import { ApiFailure, apiError, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkCheckout, type CheckedCheckout } from './checkoutInput.ts';
import type { CheckedCustomer } from './checkoutFields.ts';
import { checkIdempotencyKey, refuseKeyOfAnotherOrder, requestFingerprint, withKeyConflictsRefused } from './idempotency.ts';
import { shipmentPromise } from './promises.ts';
import { takeStock } from './stock.ts';
import { onOrderPaid } from '../fulfilment/index.ts';
import { debitCardPayments } from '../giftCards/cardDebits.ts';
import { enqueueJob } from '../jobs/index.ts';
import { UNPAID_ORDER_LIFETIME_MS } from '../payments/jobs.ts';

export interface StoredOrderTotals {
  readonly subTotal: number;
  /** Each fee as the shopper saw it at checkout: its own title ('Service fee', 'Packaging fee') and amount. */
  readonly fees: readonly StoredFee[];
  readonly shipping: number;
  readonly extras: number;
  readonly tax: number;
  readonly grandTotalWithoutTax: number;
  readonly grandTotal: number;
  readonly view: { readonly totals: Totals; readonly groupedTotals: GroupedTotals };
}

export interface StoredFee {
  readonly title: string;
  readonly amount: number;
}

export interface PlacingRequest {
  readonly orderUuid: string;
  readonly idempotencyKey: string;
  readonly checkout: CheckoutInput;
  /** The logged-in account placing the order: the order is tied to it. */
  readonly caller: BasketCaller;
  /** The origin of the checked return address: the storefront the order is placed on, where its e-mails link to. */
  readonly storefrontOrigin: string;
  /** The name of the bank chosen for a bank redirect, as the provider listed it; null for other methods. */
  readonly bankName: string | null;
}

/** The order's payment attempt that placing started (or started before, when the same request comes again). */
export interface PlacedAttempt {
  readonly orderId: string;
  /** Null when gift cards paid the whole order: there is nothing for the payment provider. */
  readonly payment: PaymentRow | null;
  /** What the payment provider is told about the order. */
  readonly orderNumber: string;
  readonly shopperEmail: string;
}

function keyReused(): ApiFailure {
  return new ApiFailure(
    apiError(
      API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      'This order was already placed with other details. Please reload the page to see your order.',
      'idempotencyKey',
    ),
  );
}

function alreadyPlaced(): ApiFailure {
  return new ApiFailure(
    apiError(API_ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'This basket has already been ordered. Please reload the page to see your order.', 'orderUuid'),
  );
}

const sumOf = (adjustments: readonly Adjustment[], types: readonly Adjustment['adjustmentType'][]) =>
  adjustments.filter((adjustment) => types.includes(adjustment.adjustmentType)).reduce((sum, adjustment) => sum + adjustment.price.value, 0);

/** The totals as charged, kept with the order: minor units for e-mails, and the view the confirmation page shows. */
function placedTotals(view: GiftcardOrder): StoredOrderTotals {
  const { totals } = view;
  return {
    subTotal: totals.subTotal.value,
    fees: totals.adjustments
      .filter((adjustment) => adjustment.adjustmentType === 'SERVICE_FEE')
      .map((adjustment) => ({ title: adjustment.title, amount: adjustment.price.value })),
    shipping: sumOf(totals.adjustments, ['SHIPPING', 'REGISTERED_SHIPPING']),
    extras: view.groupedTotals.extra.value,
    tax: totals.tax.value,
    grandTotalWithoutTax: totals.grandTotalWithoutTax.value,
    grandTotal: totals.grandTotal.value,
    view: { totals, groupedTotals: view.groupedTotals },
  };
}

/** Spreads the physical packages over their shipments (SPLIT: one per address) and records every delivery promise. */
async function recordDeliveries(
  tx: ShopTransaction,
  tenant: Tenant,
  orderId: string,
  cart: StoredCart,
  view: GiftcardOrder,
  checked: CheckedCheckout,
  now: Date,
) {
  const ref = { storeId: tenant.storeId, orderId };
  const physicalView = view.shipments.find((shipment) => shipment.tag === 'PHYSICAL');
  const containsWine = cart.packages.some((pkg) => pkg.deliveryKind === 'PHYSICAL' && pkg.card.product.requiresRegisteredShipping);
  const registered = physicalView?.registered ?? false;

  for (const receiver of checked.digitalReceivers) {
    await setPackageReceiver(tx, tenant.storeId, receiver.packageId, receiver);
  }

  const rows = await listOrderShipments(tx, ref);
  const digitalShipment = rows.find((row) => row.deliveryKind === 'DIGITAL');
  if (digitalShipment) {
    await setShipmentPromise(tx, tenant.storeId, digitalShipment.shipmentId, {
      ...shipmentPromise(tenant, 'DIGITAL', now),
      registered: false,
      shippingCostMinor: 0,
      deliveryAddress: null,
    });
  }
  const physicalShipment = rows.find((row) => row.deliveryKind === 'PHYSICAL');
  if (!physicalShipment) return;
  // The basket's shipping charge is what the shopper agreed to: a split delivery does not add to it.
  const sentRegistered = registered || containsWine;
  const promise = { ...shipmentPromise(tenant, 'PHYSICAL', now, { registered: sentRegistered }), registered: sentRegistered };
  for (const [index, delivery] of checked.physicalDeliveries.entries()) {
    const shipmentId = index === 0 ? physicalShipment.shipmentId : await createShipment(tx, ref, `PHYSICAL-${index + 1}`);
    if (index > 0) for (const packageId of delivery.packageIds) await movePackageToShipment(tx, tenant.storeId, packageId, shipmentId);
    await setShipmentPromise(tx, tenant.storeId, shipmentId, {
      ...promise,
      shippingCostMinor: index === 0 ? (physicalView?.shippingCost.value ?? 0) : 0,
      deliveryAddress: delivery.address,
    });
  }
}

/** The order's first payment attempt, for what gift cards leave to pay, and the job that cancels it unpaid. */
async function startAttempt(
  tx: ShopTransaction,
  ref: { readonly storeId: number; readonly orderId: string },
  attempt: { readonly checked: CheckedCheckout; readonly request: PlacingRequest; readonly key: string; readonly amountMinor: number; readonly currency: string; readonly now: Date },
): Promise<PaymentRow> {
  const payment = await insertPayment(tx, {
    ...ref,
    attempt: 1,
    method: attempt.checked.payment.method,
    issuerId: attempt.checked.payment.issuerId,
    bankName: attempt.request.bankName,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    requestKey: attempt.key,
  });
  await enqueueJob(tx, {
    kind: 'expire-unpaid-order',
    payload: ref,
    dedupeKey: `expire-unpaid-order:${ref.orderId}`,
    runAt: new Date(attempt.now.getTime() + UNPAID_ORDER_LIFETIME_MS),
  });
  return payment;
}

/**
 * Places the cart as an order in one transaction: the order row is locked, so concurrent requests with one key run
 * one after the other and the later ones find the order placed. Stock and per-order limits are judged again on
 * the locked rows, prices come from the stored cart (set by the server when each package was added), and the first
 * payment attempt is recorded before the provider is asked, so a retried request resumes the same attempt. Gift cards
 * added to the cart's payment are debited in the same transaction; the attempt is for what they leave to pay, and
 * when they pay it all the order is paid without the provider. A key another order used (placing or retrying) is
 * refused with 4007 before anything is written, and so is one another basket takes while this one is being placed.
 */
export async function placeOrder(db: ShopDatabase, tenant: Tenant, request: PlacingRequest, now = new Date()): Promise<PlacedAttempt> {
  const orderId = checkOrderUuid(request.orderUuid);
  const key = checkIdempotencyKey(request.idempotencyKey);
  const fingerprint = requestFingerprint({ orderUuid: orderId, checkout: request.checkout });
  return withKeyConflictsRefused(db.transaction(async (tx) => {
    const ref = { storeId: tenant.storeId, orderId };
    const order = await lockOrder(tx, ref);
    if (!order) throw notFound('orderUuid', 'Cart');
    if (order.placedAt) {
      if (order.placeKey !== key) throw alreadyPlaced();
      if (order.placeFingerprint !== fingerprint) throw keyReused();
      const first = (await listPayments(tx, ref)).at(-1) ?? null;
      if (!order.number) throw new Error(`placed order ${orderId} has no number`);
      return { orderId, payment: first, orderNumber: order.number, shopperEmail: (order.customer as CheckedCustomer).email };
    }
    if (order.status !== 'PENDING') throw notFound('orderUuid', 'Cart');
    if (!mayUseBasket(order.accountId, request.caller)) throw notFound('orderUuid', 'Cart');
    await refuseKeyOfAnotherOrder(tx, tenant.storeId, orderId, key);

    const cart = await loadCart(tx, tenant, orderId);
    if (cart.packages.length === 0) {
      throw new ApiFailure(apiError(API_ERROR_CODES.CART_EMPTY, 'Your basket is empty. Add a gift card before you check out.', 'orderUuid'));
    }
    const checked = checkCheckout(tenant, cart, request.checkout);
    const rulesPackages = cart.packages.map((pkg) => toRulesPackage(pkg, tenant.currency));
    const policy = await loadTotalsPolicy(tx, tenant);
    const violation = findLimitViolation(rulesPackages) ?? findBasketCapViolation(rulesPackages, policy);
    if (violation) throw limitFailure(violation, 'orderUuid');
    await takeStock(tx, tenant.storeId, cart.packages);

    const view = toGiftcardOrder(tenant, cart, policy);
    const totals = view.totals;
    await recordDeliveries(tx, tenant, orderId, cart, view, checked, now);
    const remainingMinor = await debitCardPayments(tx, ref, { totalMinor: totals.grandTotal.value, choiceCardMayPay: choiceCardMayPay(cart) });
    const payment = remainingMinor === 0 ? null : await startAttempt(tx, ref, { checked, request, key, amountMinor: remainingMinor, currency: tenant.currency, now });
    // The store's order number row stays locked until the commit, one placing at a time: taken last, it is held briefly.
    const orderNumber = await nextOrderNumber(tx, tenant.storeId);
    await markOrderPlaced(tx, ref, {
      number: orderNumber,
      placeKey: key,
      placeFingerprint: fingerprint,
      customer: checked.customer,
      deliveryMode: checked.deliveryMode,
      grandTotalMinor: totals.grandTotal.value,
      totals: placedTotals(view),
      storefrontOrigin: request.storefrontOrigin,
    });
    if (request.caller) await linkOrderToAccount(tx, { storeId: tenant.storeId, accountId: request.caller.accountId }, orderId);
    if (!payment) {
      // Gift cards paid it all: the order is paid now, as a provider's authorisation would make it.
      await setOrderStatus(tx, ref, 'COMPLETED');
      await onOrderPaid(tx, ref);
    }
    return { orderId, payment, orderNumber, shopperEmail: checked.customer.email };
  }));
}
