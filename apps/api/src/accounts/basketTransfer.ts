import {
  claimGuestBasket, deleteGuestBasket, findAccountBasket, isOpenGuestBasket, type AccountRef, type ShopDatabase, type StoredPackage,
} from '@shop/db';
import type { GiftcardOrder, GiftcardPackageInput, UnavailableProduct } from '@shop/graphql';
import { addPackage } from '../cart/cartMutations.ts';
import { loadCart, openAccountBasket } from '../cart/storedCart.ts';
import { ApiFailure } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

/** A stored package as the shopper would add it again today: same card, amount, quantity, extras and message. */
function packageInput(pkg: StoredPackage): GiftcardPackageInput {
  const extra = (...kinds: readonly string[]) => pkg.extras.find((item) => kinds.includes(item.type));
  const wrapper = extra('WRAPPER', 'DIGITAL_WRAPPER');
  const packing = extra('GIFT_PACKING');
  const message = extra('PERSONAL_MESSAGE');
  return {
    variationId: String(pkg.card.variationId),
    amount: pkg.card.unitPriceMinor,
    quantity: pkg.card.qty,
    ...(wrapper && { wrapperVariationId: String(wrapper.extraId) }),
    ...(packing && { giftPackingVariationId: String(packing.extraId) }),
    ...(message?.messageText && { personalMessage: { text: message.messageText } }),
  };
}

/** The account's open basket, opened for it when it has none. */
export function accountBasket(db: ShopDatabase, tenant: Tenant, account: AccountRef): Promise<string> {
  return db.transaction((tx) => openAccountBasket(tx, tenant, account));
}

export interface TransferOutcome {
  readonly order: GiftcardOrder | null;
  readonly unavailableProducts: UnavailableProduct[];
}

/**
 * Adds the packages of `sourceOrderId` (a guest basket or a placed order) to `account`'s basket `targetOrderId`, each priced
 * and judged today as if the shopper added it again. A package that cannot be added any more (the product is no
 * longer sold, out of stock, the amount is no longer offered, the basket is full) is left out and its product named.
 */
export async function copyPackages(
  db: ShopDatabase,
  tenant: Tenant,
  account: AccountRef,
  sourceOrderId: string,
  targetOrderId: string,
): Promise<TransferOutcome> {
  const source = await loadCart(db, tenant, sourceOrderId);
  let order: GiftcardOrder | null = null;
  const unavailable = new Map<string, UnavailableProduct>();
  for (const pkg of source.packages) {
    try {
      order = await addPackage(db, tenant, targetOrderId, account, packageInput(pkg));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const productId = String(pkg.card.product.productId);
      unavailable.set(productId, { productId, title: pkg.card.product.title });
    }
  }
  return { order, unavailableProducts: [...unavailable.values()] };
}

/**
 * On log in or register: the guest basket the storefront held becomes the account's basket, or, when the account
 * has one already, its packages move into it and the guest basket goes. A uuid that is not an open guest basket of
 * the store (expired, placed, another account's) is ignored: logging in never fails over a basket.
 */
export async function mergeGuestBasket(
  db: ShopDatabase,
  tenant: Tenant,
  account: AccountRef,
  guestOrderId: string | null,
): Promise<{ readonly orderUuid: string | null; readonly unavailableProducts: UnavailableProduct[] }> {
  const existing = await findAccountBasket(db, account);
  if (!guestOrderId || !(await isOpenGuestBasket(db, tenant.storeId, guestOrderId))) return { orderUuid: existing, unavailableProducts: [] };
  if (!existing) {
    const claimed = await claimGuestBasket(db, account, guestOrderId);
    return { orderUuid: claimed ? guestOrderId : null, unavailableProducts: [] };
  }
  const { unavailableProducts } = await copyPackages(db, tenant, account, guestOrderId, existing);
  await deleteGuestBasket(db, tenant.storeId, guestOrderId);
  return { orderUuid: existing, unavailableProducts };
}
