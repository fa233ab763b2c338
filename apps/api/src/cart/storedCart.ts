import type { CardLine, CartPackage } from '@shop/cart-rules';
import { appleOrderSumLimit, money } from '@shop/cart-rules';
import {
  loadCartContents,
  lockOpenCart,
  openCartExists,
  type ShopExecutor,
  type ShopTransaction,
  type StoredCardProduct,
  type StoredCart,
  type StoredPackage,
} from '@shop/db';
import { invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkOrderUuid(value: string, parameter = 'orderUuid'): string {
  if (!UUID.test(value)) throw invalidInput(parameter, 'Order id must be a UUID.');
  return value.toLowerCase();
}

/** The tenant's open cart with this uuid; another store's cart is "not found" like a missing one. */
export async function findOpenCartId(db: ShopExecutor, tenant: Tenant, orderUuid: string): Promise<string> {
  const orderId = checkOrderUuid(orderUuid);
  if (!(await openCartExists(db, { storeId: tenant.storeId, orderId }))) throw notFound('orderUuid', 'Cart');
  return orderId;
}

/** Like `findOpenCartId`, and locks the cart until `tx` ends: concurrent changes to one cart queue up. */
export async function lockOpenCartId(tx: ShopTransaction, tenant: Tenant, orderUuid: string): Promise<string> {
  const orderId = checkOrderUuid(orderUuid);
  if (!(await lockOpenCart(tx, { storeId: tenant.storeId, orderId }))) throw notFound('orderUuid', 'Cart');
  return orderId;
}

export function loadCart(db: ShopExecutor, tenant: Tenant, orderId: string): Promise<StoredCart> {
  return loadCartContents(db, { storeId: tenant.storeId, orderId, language: tenant.language.code });
}

/** The gift card line the pure cart rules judge. */
export function toCardLine(product: StoredCardProduct, quantity: number, unitPriceMinor: number, currency: string): CardLine {
  return {
    productId: String(product.productId),
    quantity,
    unitPrice: money(currency, unitPriceMinor),
    orderSumLimit: product.hasAppleSumLimit ? appleOrderSumLimit(currency) : null,
    perOrderLimit: product.perOrderLimit,
    stock: product.stock,
    requiresRegisteredShipping: product.requiresRegisteredShipping,
  };
}

/** The view of a stored package the pure cart rules judge. */
export function toRulesPackage(pkg: StoredPackage, currency: string): CartPackage {
  return {
    id: String(pkg.id),
    deliveryKind: pkg.deliveryKind,
    card: toCardLine(pkg.card.product, pkg.card.qty, pkg.card.unitPriceMinor, currency),
    extras: pkg.extras.map((extra) => ({ kind: extra.type, quantity: extra.qty, unitPrice: money(currency, extra.unitPriceMinor) })),
  };
}
