import type { CardLine, CartPackage } from '@shop/cart-rules';
import { appleOrderSumLimit, money } from '@shop/cart-rules';
import {
  claimGuestBasket,
  createCart,
  findAccountBasket,
  findOpenCart,
  loadCartContents,
  lockOpenCart,
  type OpenCart,
  type ShopExecutor,
  type ShopTransaction,
  type StoredCardProduct,
  type StoredCart,
  type StoredPackage,
} from '@shop/db';
import { isUuid } from '@shop/validation';
import { invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

export function checkOrderUuid(value: string, parameter = 'orderUuid'): string {
  if (!isUuid(value)) throw invalidInput(parameter, 'Order id must be a UUID.');
  return value.toLowerCase();
}

/** Who asks for a basket: the account of the request's session, or null for a guest. */
export type BasketCaller = { readonly accountId: string } | null;

/**
 * A guest basket is open to whoever holds its uuid; an account's basket only to that account's session. To anyone
 * else an account's basket does not exist: a uuid seen in a log, or left in a cookie after the session ended, opens
 * nothing.
 */
export function mayUseBasket(ownerAccountId: string | null, caller: BasketCaller): boolean {
  return ownerAccountId === null || ownerAccountId === caller?.accountId;
}

function usableCartId(cart: OpenCart | null, orderId: string, caller: BasketCaller): string {
  if (!cart || !mayUseBasket(cart.accountId, caller)) throw notFound('orderUuid', 'Cart');
  return orderId;
}

/** The tenant's open cart with this uuid that `caller` may use; another store's or account's cart is "not found" like a missing one. */
export async function findOpenCartId(db: ShopExecutor, tenant: Tenant, orderUuid: string, caller: BasketCaller): Promise<string> {
  const orderId = checkOrderUuid(orderUuid);
  return usableCartId(await findOpenCart(db, { storeId: tenant.storeId, orderId }), orderId, caller);
}

/** Like `findOpenCartId`, and locks the cart until `tx` ends: concurrent changes to one cart queue up. */
export async function lockOpenCartId(tx: ShopTransaction, tenant: Tenant, orderUuid: string, caller: BasketCaller): Promise<string> {
  const orderId = checkOrderUuid(orderUuid);
  return usableCartId(await lockOpenCart(tx, { storeId: tenant.storeId, orderId }), orderId, caller);
}

/** The account's open basket, opened for it when it has none (inside `tx`, which a new basket's row waits on). */
export async function openAccountBasket(tx: ShopTransaction, tenant: Tenant, caller: NonNullable<BasketCaller>): Promise<string> {
  const account = { storeId: tenant.storeId, accountId: caller.accountId };
  const existing = await findAccountBasket(tx, account);
  if (existing) return existing;
  const orderId = await createCart(tx, { storeId: tenant.storeId, language: tenant.language.code });
  await claimGuestBasket(tx, account, orderId);
  return orderId;
}

export function loadCart(db: ShopExecutor, tenant: Tenant, orderId: string): Promise<StoredCart> {
  return loadCartContents(db, { storeId: tenant.storeId, orderId, language: tenant.language.code });
}

/** Whether an All-in-1 Choice card may pay for the cart: every package's product is one it can be exchanged for. */
export function choiceCardMayPay(cart: StoredCart): boolean {
  return cart.packages.every((pkg) => pkg.card.product.exchangeableWithChoiceCard);
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
