import { adjustStock, lockLimitedStock, type ShopTransaction, type StoredPackage } from '@shop/db';
import { API_ERROR_CODES } from '@shop/graphql';
import { ApiFailure, apiError } from '../errors.ts';

const OUT_OF_STOCK_MESSAGE = 'Not possible to continue with this gift card because currently it is out the stock.';

function cardsPerProduct(packages: readonly StoredPackage[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const pkg of packages) counts.set(pkg.card.product.productId, (counts.get(pkg.card.product.productId) ?? 0) + pkg.card.qty);
  return counts;
}

/**
 * Takes the order's cards from limited stock inside the placing transaction. The rows of limited products stay locked
 * until it commits, so two baskets racing for the last card cannot both take it: the second sees the first one's
 * stock. A product of unlimited stock is not locked, so placings of a popular card do not queue behind each other.
 */
export async function takeStock(tx: ShopTransaction, storeId: number, packages: readonly StoredPackage[]): Promise<void> {
  const wanted = cardsPerProduct(packages);
  const stock = await lockLimitedStock(tx, storeId, [...wanted.keys()]);
  for (const [productId, available] of stock) {
    if (available < (wanted.get(productId) ?? 0)) throw new ApiFailure(apiError(API_ERROR_CODES.OUT_OF_STOCK, OUT_OF_STOCK_MESSAGE, 'orderUuid'));
  }
  for (const productId of stock.keys()) await adjustStock(tx, storeId, productId, -(wanted.get(productId) ?? 0));
}

/** Gives a cancelled order's cards back to limited stock. */
export async function releaseStock(tx: ShopTransaction, storeId: number, packages: readonly StoredPackage[]): Promise<void> {
  const taken = cardsPerProduct(packages);
  const stock = await lockLimitedStock(tx, storeId, [...taken.keys()]);
  for (const productId of stock.keys()) await adjustStock(tx, storeId, productId, taken.get(productId) ?? 0);
}
