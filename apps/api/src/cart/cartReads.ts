import { cartQuantity } from '@shop/cart-rules';
import type { GiftcardOrder } from '@shop/graphql';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { loadTotalsPolicy, toGiftcardOrder } from './orderView.ts';
import { findOpenCartId, loadCart, toRulesPackage } from './storedCart.ts';

export async function readCart(sql: SqlClient, tenant: Tenant, orderUuid: string): Promise<GiftcardOrder> {
  const orderId = await findOpenCartId(sql, tenant, orderUuid, false);
  const [cart, policy] = await Promise.all([loadCart(sql, tenant, orderId), loadTotalsPolicy(sql, tenant)]);
  return toGiftcardOrder(tenant, cart, policy);
}

export async function readCartQuantity(sql: SqlClient, tenant: Tenant, orderUuid: string) {
  const orderId = await findOpenCartId(sql, tenant, orderUuid, false);
  const cart = await loadCart(sql, tenant, orderId);
  return {
    quantity: cartQuantity(cart.packages.map((pkg) => toRulesPackage(pkg, tenant.currency))),
    packagesGroupsIds: cart.packages.map((pkg) => pkg.id),
  };
}
