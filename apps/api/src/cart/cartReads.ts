import { cartQuantity } from '@shop/cart-rules';
import { findPlacedOrderStatus, type ShopExecutor } from '@shop/db';
import type { GiftcardOrder, RedeemOrder } from '@shop/graphql';
import { notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { loadTotalsPolicy, toGiftcardOrder } from './orderView.ts';
import { checkOrderUuid, findOpenCartId, loadCart, mayUseBasket, toRulesPackage, type BasketCaller } from './storedCart.ts';

export async function readCart(db: ShopExecutor, tenant: Tenant, orderUuid: string, caller: BasketCaller): Promise<GiftcardOrder> {
  const orderId = await findOpenCartId(db, tenant, orderUuid, caller);
  const [cart, policy] = await Promise.all([loadCart(db, tenant, orderId), loadTotalsPolicy(db, tenant)]);
  return toGiftcardOrder(tenant, cart, policy);
}

export async function readCartQuantity(db: ShopExecutor, tenant: Tenant, orderUuid: string, caller: BasketCaller) {
  const orderId = await findOpenCartId(db, tenant, orderUuid, caller);
  const cart = await loadCart(db, tenant, orderId);
  return {
    quantity: cartQuantity(cart.packages.map((pkg) => toRulesPackage(pkg, tenant.currency))),
    packagesGroupsIds: cart.packages.map((pkg) => String(pkg.id)),
  };
}

/**
 * A placed (completed or cancelled) order of the tenant with its totals; carts are not orders yet. An account's order
 * is shown to that account's session only (mayUseBasket).
 */
export async function readPlacedOrder(db: ShopExecutor, tenant: Tenant, uuid: string, caller: BasketCaller): Promise<RedeemOrder> {
  const orderId = checkOrderUuid(uuid, 'uuid');
  const placed = await findPlacedOrderStatus(db, { storeId: tenant.storeId, orderId });
  if (!placed || !mayUseBasket(placed.accountId, caller)) throw notFound('uuid', 'Order');
  const { status } = placed;
  const [cart, policy] = await Promise.all([loadCart(db, tenant, orderId), loadTotalsPolicy(db, tenant)]);
  const view = toGiftcardOrder(tenant, cart, policy);
  return { id: orderId, uuid: orderId, status, totals: view.totals, remainingBalance: null };
}
