import { findPlacedOrder, listOrderCardDebits, loadCartContents, type ShopExecutor, type StoredPackage } from '@shop/db';
import type { OrderAddress, OrderCustomer, Payment, PaymentAction, PlacedOrder, PlacedPackage, PlacedShipment } from '@shop/graphql';
import { checkOrderUuid, mayUseBasket, type BasketCaller } from '../cart/storedCart.ts';
import { notFound } from '../errors.ts';
import type { ProviderAction } from '../payments/provider.ts';
import { orderDebitReference, orderRefundReference } from '../giftCards/cardDebits.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import type { StoredOrderTotals } from './placeOrder.ts';

function toAction(action: ProviderAction | null): PaymentAction | null {
  if (!action) return null;
  if (action.kind === 'REDIRECT') return { kind: 'REDIRECT', url: action.url, transfer: null };
  return { kind: 'TRANSFER', url: null, transfer: action.transfer };
}

function toPayment(row: NonNullable<Awaited<ReturnType<typeof findPlacedOrder>>>['payments'][number]): Payment {
  const open = row.status === 'REQUIRES_ACTION' || row.status === 'PENDING';
  return {
    id: row.id,
    attempt: row.attempt,
    method: row.method,
    bankName: row.bankName,
    status: row.status,
    amount: { currency: row.currency, value: row.amountMinor },
    errorCode: row.errorCode,
    // What to do next matters only while the payment is open; transfer details stay readable while it waits.
    action: open ? toAction(row.action as ProviderAction | null) : null,
  };
}

function toPackage(tenant: Tenant, pkg: StoredPackage, receiver: { name: string | null; email: string | null } | undefined): PlacedPackage {
  const extra = (type: StoredPackage['extras'][number]['type']) => pkg.extras.find((item) => item.type === type);
  const value = (minor: number) => ({ currency: tenant.currency, value: minor });
  const extrasTotal = pkg.extras.reduce((sum, item) => sum + item.qty * item.unitPriceMinor, 0);
  return {
    id: String(pkg.id),
    title: pkg.card.product.title,
    productPath: pkg.card.product.path || null,
    image: { url: pkg.card.product.imagePath, alt: pkg.card.product.title },
    quantity: pkg.card.qty,
    unitPrice: value(pkg.card.unitPriceMinor),
    total: value(pkg.card.qty * pkg.card.unitPriceMinor + extrasTotal),
    wrapper: (extra('WRAPPER') ?? extra('DIGITAL_WRAPPER'))?.title ?? null,
    giftPacking: extra('GIFT_PACKING')?.title ?? null,
    message: extra('PERSONAL_MESSAGE')?.messageText ?? null,
    receiver: receiver?.name && receiver.email ? { name: receiver.name, email: receiver.email } : null,
  };
}

/**
 * A placed order as its confirmation page shows it: what was bought, for whom, the promises made and how it is paid.
 * `parameter` is the operation's name for the uuid (`uuid`, `orderUuid`), which a refusal names. A guest's order is
 * shown to whoever holds its uuid (the confirmation page's address); an account's only to that account's session.
 */
export async function readPlacedOrderView(db: ShopExecutor, tenant: Tenant, uuid: string, caller: BasketCaller, parameter = 'uuid'): Promise<PlacedOrder> {
  const orderId = checkOrderUuid(uuid, parameter);
  const ref = { storeId: tenant.storeId, orderId };
  const placed = await findPlacedOrder(db, ref);
  if (!placed?.order.placedAt || !placed.order.number || !placed.order.deliveryMode) throw notFound(parameter, 'Order');
  // An account's order holds its customer's details: only that account's session sees it, as in the account area.
  if (!mayUseBasket(placed.order.accountId, caller)) throw notFound(parameter, 'Order');
  const cart = await loadCartContents(db, { ...ref, language: tenant.language.code });
  const byId = new Map(cart.packages.map((pkg) => [pkg.id, pkg]));
  const receivers = new Map(placed.packages.map((row) => [row.id, { name: row.receiverName, email: row.receiverEmail }]));
  const totals = placed.order.totals as StoredOrderTotals;
  const shipments: PlacedShipment[] = placed.shipments.flatMap((shipment) => {
    const packages = placed.packages
      .filter((row) => row.shipmentId === shipment.id)
      .flatMap((row) => {
        const pkg = byId.get(row.id);
        return pkg ? [toPackage(tenant, pkg, receivers.get(row.id))] : [];
      });
    if (packages.length === 0) return [];
    return [
      {
        id: String(shipment.id),
        tag: shipment.deliveryKind,
        registered: shipment.registered,
        shippingCost: { currency: tenant.currency, value: shipment.shippingCostMinor ?? 0 },
        dispatchDate: shipment.dispatchDate,
        deliveredFrom: shipment.deliveredFrom,
        deliveredBy: shipment.deliveredBy,
        promisedBy: shipment.promisedBy?.toISOString() ?? null,
        deliveryAddress: (shipment.deliveryAddress as OrderAddress | null) ?? null,
        packages,
      },
    ];
  });
  const cardDebits = await listOrderCardDebits(db, tenant.storeId, { debit: orderDebitReference(orderId), refund: orderRefundReference(orderId) });
  const customer = placed.order.customer as OrderCustomer;
  const [latest] = placed.payments;
  return {
    uuid: orderId,
    number: placed.order.number,
    status: placed.order.status,
    placedAt: placed.order.placedAt.toISOString(),
    currency: tenant.currency,
    customer,
    deliveryMode: placed.order.deliveryMode,
    payment: latest ? toPayment(latest) : null,
    giftCardPayments: cardDebits.map((debit) => ({
      numberEnding: debit.numberEnding,
      amount: { currency: tenant.currency, value: debit.amountMinor },
      refunded: debit.refunded,
    })),
    shipments,
    totals: totals.view.totals,
    groupedTotals: totals.view.groupedTotals,
  };
}
