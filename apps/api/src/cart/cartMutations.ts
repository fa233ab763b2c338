import {
  findBasketCapViolation, findLimitViolation, money, type BasketCapViolation, type CartPackage, type TotalsPolicy,
} from '@shop/cart-rules';
import {
  createCart, deleteCartPackageGroups, insertCartPackage, replaceCartPackage, type ShopDatabase, type ShopTransaction, type StoredPackage,
} from '@shop/db';
import type { DeliveryKind, GiftcardOrder, GiftcardPackageInput } from '@shop/graphql';
import { isRecordId } from '@shop/validation';
import { invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { limitFailure } from './limitFailures.ts';
import { loadTotalsPolicy, toGiftcardOrder } from './orderView.ts';
import { planPackage, type PlannedPackage } from './planPackage.ts';
import { loadCart, lockOpenCartId, openAccountBasket, toCardLine, toRulesPackage, type BasketCaller } from './storedCart.ts';

/** A full basket is the basket's doing (`orderUuid`); a total over the cap, the new package's amount × quantity. */
const CAP_PARAMETERS = { PACKAGE_LIMIT: 'orderUuid', VALUE_LIMIT: 'package.quantity' } as const satisfies Record<BasketCapViolation['kind'], string>;

function plannedRulesPackage(planned: PlannedPackage, currency: string): CartPackage {
  return {
    id: 'planned',
    deliveryKind: planned.deliveryKind,
    card: toCardLine(planned.product, planned.card.qty, planned.card.unitPriceMinor, currency),
    extras: planned.extras.map((extra) => ({ kind: extra.type, quantity: extra.qty, unitPrice: money(currency, extra.unitPriceMinor) })),
  };
}

/**
 * Rejects the cart the mutation would produce if it breaks stock, per-order limits or the basket's caps. Runs on the
 * locked cart, so concurrent changes are judged one after the other.
 */
function assertWithinLimits(tenant: Tenant, policy: TotalsPolicy, kept: readonly StoredPackage[], planned: PlannedPackage): void {
  const prospective = [...kept.map((pkg) => toRulesPackage(pkg, tenant.currency)), plannedRulesPackage(planned, tenant.currency)];
  const violation = findLimitViolation(prospective);
  if (violation) throw limitFailure(violation, 'package.quantity');
  const overCap = findBasketCapViolation(prospective, policy);
  if (overCap) throw limitFailure(overCap, CAP_PARAMETERS[overCap.kind]);
}

/**
 * The changed cart as the mutation answers it, read inside the mutation's transaction: whatever could fail in
 * reading or pricing it fails before the commit and rolls the change back, so a committed change is never reported
 * as a failure.
 */
async function changedCart(tx: ShopTransaction, tenant: Tenant, orderId: string, policy: TotalsPolicy): Promise<GiftcardOrder> {
  return toGiftcardOrder(tenant, await loadCart(tx, tenant, orderId), policy);
}

/**
 * The basket a package without a uuid goes into: a logged-in customer's is their account's (opened for it when it has
 * none), so it follows them to every device; a guest's is a new guest basket.
 */
async function basketForNewPackage(tx: ShopTransaction, tenant: Tenant, caller: BasketCaller): Promise<string> {
  if (!caller) return createCart(tx, { storeId: tenant.storeId, language: tenant.language.code });
  return lockOpenCartId(tx, tenant, await openAccountBasket(tx, tenant, caller), caller);
}

/**
 * Adds a package (one transaction) to the basket `orderUuid`, or without one (absent or null) to `basketForNewPackage`.
 * Any string, the empty one too, names a basket and must be one. Returns the changed cart.
 */
export function addPackage(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string | null | undefined,
  caller: BasketCaller,
  input: GiftcardPackageInput,
): Promise<GiftcardOrder> {
  return db.transaction(async (tx) => {
    const planned = await planPackage(tx, tenant, input);
    const orderId = orderUuid == null ? await basketForNewPackage(tx, tenant, caller) : await lockOpenCartId(tx, tenant, orderUuid, caller);
    const [cart, policy] = await Promise.all([loadCart(tx, tenant, orderId), loadTotalsPolicy(tx, tenant)]);
    assertWithinLimits(tenant, policy, cart.packages, planned);
    await insertCartPackage(tx, { storeId: tenant.storeId, orderId }, planned);
    return changedCart(tx, tenant, orderId, policy);
  });
}

/** Replaces a package's contents (one transaction), moving it if its delivery kind changes. */
export function updatePackage(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string,
  caller: BasketCaller,
  packageId: string,
  input: GiftcardPackageInput,
): Promise<GiftcardOrder> {
  return db.transaction(async (tx) => {
    const orderId = await lockOpenCartId(tx, tenant, orderUuid, caller);
    if (!isRecordId(packageId)) throw invalidInput('packageId', 'Package id must be a number.');
    const [cart, policy] = await Promise.all([loadCart(tx, tenant, orderId), loadTotalsPolicy(tx, tenant)]);
    const existing = cart.packages.find((pkg) => pkg.id === Number(packageId));
    if (!existing) throw notFound('packageId', 'Package');
    const planned = await planPackage(tx, tenant, input);
    assertWithinLimits(tenant, policy, cart.packages.filter((pkg) => pkg !== existing), planned);
    const slot = { packageId: existing.id, groupId: existing.groupId, deliveryKind: existing.deliveryKind };
    await replaceCartPackage(tx, { storeId: tenant.storeId, orderId }, slot, planned);
    return changedCart(tx, tenant, orderId, policy);
  });
}

/**
 * Deletes one package, or without `packageId` (absent or null) every package of the shipment with that tag (one
 * transaction). A `packageId` that is no package id (the empty string too) is refused, not read as "the whole shipment".
 */
export function deletePackageGroup(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string,
  caller: BasketCaller,
  shipmentTag: DeliveryKind,
  packageId: string | null | undefined,
): Promise<GiftcardOrder> {
  return db.transaction(async (tx) => {
    const orderId = await lockOpenCartId(tx, tenant, orderUuid, caller);
    if (packageId != null && !isRecordId(packageId)) throw invalidInput('packageId', 'Package id must be a number.');
    const [cart, policy] = await Promise.all([loadCart(tx, tenant, orderId), loadTotalsPolicy(tx, tenant)]);
    const inShipment = cart.packages.filter((pkg) => pkg.deliveryKind === shipmentTag);
    const doomed = packageId == null ? inShipment : inShipment.filter((pkg) => pkg.id === Number(packageId));
    if (doomed.length === 0) throw notFound(packageId == null ? 'shipmentTag' : 'packageId', 'Package');
    await deleteCartPackageGroups(
      tx,
      { storeId: tenant.storeId, orderId },
      doomed.map((pkg) => pkg.groupId),
    );
    return changedCart(tx, tenant, orderId, policy);
  });
}
