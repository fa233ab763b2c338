import { cartQuantity } from '@shop/cart-rules';
import { findPlacedOrderStatus, type ShopExecutor } from '@shop/db';
import type { GiftcardOrder, RedeemOrder } from '@shop/graphql';
import { notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { loadTotalsPolicy, toGiftcardOrder } from './orderView.ts';
import { checkOrderUuid, findOpenCartId, loadCart, toRulesPackage, type BasketCaller } from './storedCart.ts';

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

/** A placed (completed or cancelled) order of the tenant with its totals; carts are not orders yet. */
export async function readPlacedOrder(db: ShopExecutor, tenant: Tenant, uuid: string): Promise<RedeemOrder> {
  const orderId = checkOrderUuid(uuid, 'uuid');
  const status = await findPlacedOrderStatus(db, { storeId: tenant.storeId, orderId });
  if (!status) throw notFound('uuid', 'Order');
  const [cart, policy] = await Promise.all([loadCart(db, tenant, orderId), loadTotalsPolicy(db, tenant)]);
  const view = toGiftcardOrder(tenant, cart, policy);
  return { id: orderId, uuid: orderId, status, totals: view.totals, remainingBalance: null };
}
