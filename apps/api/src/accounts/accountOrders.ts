import { countAccountOrders, isAccountOrder, listAccountOrders, type AccountRef, type ShopDatabase, type ShopExecutor } from '@shop/db';
import type { AccountOrderSummary, GiftcardOrder, PagingInfo, PagingInput, PlacedOrder, UnavailableProduct } from '@shop/graphql';
import { checkOrderUuid } from '../cart/storedCart.ts';
import { invalidInput, notFound } from '../errors.ts';
import { readPlacedOrderView } from '../checkout/placedOrderView.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { accountBasket, copyPackages } from './basketTransfer.ts';
import { loadCart } from '../cart/storedCart.ts';
import { loadTotalsPolicy, toGiftcardOrder } from '../cart/orderView.ts';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

/** The account's placed orders, newest first, a page at a time. */
export async function readAccountOrders(
  db: ShopExecutor,
  tenant: Tenant,
  account: AccountRef,
  paging: PagingInput | null | undefined,
): Promise<{ orders: AccountOrderSummary[]; paging: PagingInfo }> {
  const itemsPerPage = paging?.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const pageNumber = paging?.pageNumber ?? 1;
  if (itemsPerPage < 1 || itemsPerPage > MAX_PAGE_SIZE) throw invalidInput('paging.itemsPerPage', `Items per page must be between 1 and ${MAX_PAGE_SIZE}.`);
  if (pageNumber < 1 || pageNumber > 10_000) throw invalidInput('paging.pageNumber', 'Page number must be between 1 and 10000.');
  const [rows, totalItems] = await Promise.all([
    listAccountOrders(db, account, { limit: itemsPerPage, offset: (pageNumber - 1) * itemsPerPage }),
    countAccountOrders(db, account),
  ]);
  return {
    orders: rows.map((row) => ({
      uuid: row.id,
      number: row.number,
      status: row.status,
      placedAt: row.placedAt.toISOString(),
      grandTotal: { currency: tenant.currency, value: row.grandTotalMinor },
    })),
    paging: { itemsPerPage, pageNumber, totalItems, totalPages: Math.ceil(totalItems / itemsPerPage) },
  };
}

/** One of the account's own orders (another account's or a guest's order is "not found"). */
async function ownOrderId(db: ShopExecutor, account: AccountRef, uuid: string, parameter: string): Promise<string> {
  const orderId = checkOrderUuid(uuid, parameter);
  if (!(await isAccountOrder(db, account, orderId))) throw notFound(parameter, 'Order');
  return orderId;
}

export async function readAccountOrder(db: ShopExecutor, tenant: Tenant, account: AccountRef, uuid: string): Promise<PlacedOrder> {
  return readPlacedOrderView(db, tenant, await ownOrderId(db, account, uuid, 'uuid'), account);
}

/**
 * `/reorder/`: the order's packages go into the account's basket again at today's prices; the products that can no
 * longer be added are named in the answer.
 */
export async function reorder(
  db: ShopDatabase,
  tenant: Tenant,
  account: AccountRef,
  uuid: string,
): Promise<{ order: GiftcardOrder; unavailableProducts: UnavailableProduct[] }> {
  const orderId = await ownOrderId(db, account, uuid, 'orderUuid');
  const basketId = await accountBasket(db, tenant, account);
  const { unavailableProducts } = await copyPackages(db, tenant, account, orderId, basketId);
  const [cart, policy] = await Promise.all([loadCart(db, tenant, basketId), loadTotalsPolicy(db, tenant)]);
  return { order: toGiftcardOrder(tenant, cart, policy), unavailableProducts };
}
