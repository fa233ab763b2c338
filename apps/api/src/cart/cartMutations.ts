import { findLimitViolation } from '@shop/cart-rules';
import { createCart, deleteCartPackageGroups, insertCartPackage, replaceCartPackage, type ShopDatabase, type StoredPackage } from '@shop/db';
import { API_ERROR_CODES, type ApiErrorCode, type DeliveryKind, type GiftcardPackageInput } from '@shop/graphql';
import { ApiFailure, apiError, invalidInput, notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { planPackage, type PlannedPackage } from './planPackage.ts';
import { loadCart, lockOpenCartId, toCardLine, toRulesPackage } from './storedCart.ts';

const VIOLATION_CODES = {
  OUT_OF_STOCK: API_ERROR_CODES.OUT_OF_STOCK,
  GIFTCARD_LIMIT: API_ERROR_CODES.GIFTCARD_LIMIT,
  ORDER_SUM_LIMIT: API_ERROR_CODES.APPLE_SUM_LIMIT,
} as const satisfies Record<string, ApiErrorCode>;

const PACKAGE_ID = /^\d{1,9}$/;

/** Rejects the cart the mutation would produce if it breaks stock or per-order limits. */
function assertWithinLimits(tenant: Tenant, kept: readonly StoredPackage[], planned: PlannedPackage): void {
  const prospective = kept.map((pkg) => toRulesPackage(pkg, tenant.currency));
  prospective.push({
    id: 'planned',
    deliveryKind: planned.deliveryKind,
    card: toCardLine(planned.product, planned.card.qty, planned.card.unitPriceMinor, tenant.currency),
    extras: [],
  });
  const violation = findLimitViolation(prospective);
  if (violation) throw new ApiFailure(apiError(VIOLATION_CODES[violation.kind], violation.message, 'package.quantity'));
}

/** Adds a package (one transaction); creates the guest cart when no uuid is given. Returns the cart id. */
export function addPackage(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string | null | undefined,
  input: GiftcardPackageInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const planned = await planPackage(tx, tenant, input);
    const orderId = orderUuid
      ? await lockOpenCartId(tx, tenant, orderUuid)
      : await createCart(tx, { storeId: tenant.storeId, language: tenant.language.code });
    const cart = await loadCart(tx, tenant, orderId);
    assertWithinLimits(tenant, cart.packages, planned);
    await insertCartPackage(tx, { storeId: tenant.storeId, orderId }, planned);
    return orderId;
  });
}

/** Replaces a package's contents (one transaction), moving it if its delivery kind changes. */
export function updatePackage(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string,
  packageId: string,
  input: GiftcardPackageInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const orderId = await lockOpenCartId(tx, tenant, orderUuid);
    if (!PACKAGE_ID.test(packageId)) throw invalidInput('packageId', 'Package id must be a number.');
    const cart = await loadCart(tx, tenant, orderId);
    const existing = cart.packages.find((pkg) => pkg.id === Number(packageId));
    if (!existing) throw notFound('packageId', 'Package');
    const planned = await planPackage(tx, tenant, input);
    assertWithinLimits(tenant, cart.packages.filter((pkg) => pkg !== existing), planned);
    const slot = { packageId: existing.id, groupId: existing.groupId, deliveryKind: existing.deliveryKind };
    await replaceCartPackage(tx, { storeId: tenant.storeId, orderId }, slot, planned);
    return orderId;
  });
}

/** Deletes one package, or every package of the shipment with that tag (one transaction). */
export function deletePackageGroup(
  db: ShopDatabase,
  tenant: Tenant,
  orderUuid: string,
  shipmentTag: DeliveryKind,
  packageId: string | null | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    const orderId = await lockOpenCartId(tx, tenant, orderUuid);
    const cart = await loadCart(tx, tenant, orderId);
    const inShipment = cart.packages.filter((pkg) => pkg.deliveryKind === shipmentTag);
    const doomed = packageId ? inShipment.filter((pkg) => String(pkg.id) === packageId) : inShipment;
    if (doomed.length === 0) throw notFound(packageId ? 'packageId' : 'shipmentTag', 'Package');
    await deleteCartPackageGroups(
      tx,
      { storeId: tenant.storeId, orderId },
      doomed.map((pkg) => pkg.groupId),
    );
    return orderId;
  });
}
