import { findLimitViolation } from '@shop/cart-rules';
import { API_ERROR_CODES, type ApiErrorCode, type DeliveryKind, type GiftcardPackageInput } from '@shop/graphql';
import { ApiFailure, apiError, invalidInput, notFound } from '../errors.ts';
import type { SqlClient } from '../sql.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { planPackage, type PlannedPackage } from './planPackage.ts';
import { findOpenCartId, loadCart, toRulesPackage, type StoredCart } from './storedCart.ts';

const VIOLATION_CODES = {
  OUT_OF_STOCK: API_ERROR_CODES.OUT_OF_STOCK,
  GIFTCARD_LIMIT: API_ERROR_CODES.GIFTCARD_LIMIT,
  ORDER_SUM_LIMIT: API_ERROR_CODES.APPLE_SUM_LIMIT,
} as const satisfies Record<string, ApiErrorCode>;

/** Rejects the cart the mutation would produce if it breaks stock or per-order limits. */
function assertWithinLimits(
  tenant: Tenant,
  kept: StoredCart['packages'],
  planned: PlannedPackage | null,
): void {
  const prospective = kept.map((pkg) => toRulesPackage(pkg, tenant.currency));
  if (planned) prospective.push(toRulesPackage({ ...planned, id: 'planned', card: { ...planned.card, id: 'planned' }, extras: [] }, tenant.currency));
  const violation = findLimitViolation(prospective);
  if (violation) throw new ApiFailure(apiError(VIOLATION_CODES[violation.kind], violation.message, 'package.quantity'));
}

async function shipmentId(sql: SqlClient, tenant: Tenant, orderId: string, kind: DeliveryKind): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO shipments (store_id, order_id, tag, delivery_kind) VALUES ($1, $2, $3, $4::delivery_kind)
     ON CONFLICT (order_id, tag) DO UPDATE SET tag = EXCLUDED.tag RETURNING id::text AS id`,
    [tenant.storeId, orderId, kind, kind],
  );
  if (!row) throw new Error('shipment upsert returned no row');
  return row.id;
}

async function insertItems(sql: SqlClient, tenant: Tenant, orderId: string, packageId: string, planned: PlannedPackage) {
  await sql.query(
    `INSERT INTO order_items (store_id, order_id, package_id, item_type, variation_id, qty, unit_price_minor)
     VALUES ($1, $2, $3, $4::order_item_type, $5, $6, $7)`,
    [tenant.storeId, orderId, Number(packageId), planned.card.type, Number(planned.card.variationId), planned.card.qty, planned.card.unitPrice],
  );
  for (const extra of planned.extras) {
    await sql.query(
      `INSERT INTO order_items (store_id, order_id, package_id, item_type, extra_id, qty, unit_price_minor, message_text)
       VALUES ($1, $2, $3, $4::order_item_type, $5, $6, $7, $8)`,
      [tenant.storeId, orderId, Number(packageId), extra.type, Number(extra.extraId), extra.qty, extra.unitPrice, extra.messageText],
    );
  }
}

async function touch(sql: SqlClient, orderId: string) {
  await sql.query(`UPDATE orders SET updated_at = now() WHERE id = $1`, [orderId]);
}

async function removeEmptyShipments(sql: SqlClient, tenant: Tenant, orderId: string) {
  await sql.query(
    `DELETE FROM shipments s WHERE s.store_id = $1 AND s.order_id = $2
       AND NOT EXISTS (SELECT 1 FROM packages pk WHERE pk.store_id = s.store_id AND pk.shipment_id = s.id)`,
    [tenant.storeId, orderId],
  );
}

/** Adds a package (one transaction); creates the guest cart when no uuid is given. Returns the cart id. */
export async function addPackage(
  sql: SqlClient,
  tenant: Tenant,
  orderUuid: string | null | undefined,
  input: GiftcardPackageInput,
): Promise<string> {
  return sql.transaction(async (tx) => {
    const planned = await planPackage(tx, tenant, input);
    let orderId: string;
    if (orderUuid) {
      orderId = await findOpenCartId(tx, tenant, orderUuid, true);
    } else {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO orders (store_id, language) VALUES ($1, $2) RETURNING id::text AS id`,
        [tenant.storeId, tenant.language.code],
      );
      if (!created) throw new Error('order insert returned no row');
      orderId = created.id;
    }
    const cart = await loadCart(tx, tenant, orderId);
    assertWithinLimits(tenant, cart.packages, planned);

    const shipment = await shipmentId(tx, tenant, orderId, planned.deliveryKind);
    const [group] = await tx.query<{ id: string }>(
      `INSERT INTO package_groups (store_id, order_id, shipment_id, tag) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
      [tenant.storeId, orderId, Number(shipment), planned.deliveryKind],
    );
    const [pkg] = await tx.query<{ id: string }>(
      `INSERT INTO packages (store_id, order_id, package_group_id, shipment_id) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
      [tenant.storeId, orderId, Number(group?.id), Number(shipment)],
    );
    if (!pkg) throw new Error('package insert returned no row');
    await insertItems(tx, tenant, orderId, pkg.id, planned);
    await touch(tx, orderId);
    return orderId;
  });
}

/** Replaces a package's contents (one transaction), moving it if its delivery kind changes. */
export async function updatePackage(
  sql: SqlClient,
  tenant: Tenant,
  orderUuid: string,
  packageId: string,
  input: GiftcardPackageInput,
): Promise<string> {
  return sql.transaction(async (tx) => {
    const orderId = await findOpenCartId(tx, tenant, orderUuid, true);
    if (!/^\d{1,9}$/.test(packageId)) throw invalidInput('packageId', 'Package id must be a number.');
    const cart = await loadCart(tx, tenant, orderId);
    const existing = cart.packages.find((pkg) => pkg.id === packageId);
    if (!existing) throw notFound('packageId', 'Package');
    const planned = await planPackage(tx, tenant, input);
    assertWithinLimits(tenant, cart.packages.filter((pkg) => pkg !== existing), planned);

    await tx.query(`DELETE FROM order_items WHERE store_id = $1 AND package_id = $2`, [tenant.storeId, Number(packageId)]);
    if (planned.deliveryKind !== existing.deliveryKind) {
      const shipment = await shipmentId(tx, tenant, orderId, planned.deliveryKind);
      await tx.query(`UPDATE package_groups SET shipment_id = $1, tag = $2 WHERE store_id = $3 AND id = $4`, [
        Number(shipment),
        planned.deliveryKind,
        tenant.storeId,
        Number(existing.groupId),
      ]);
      await tx.query(`UPDATE packages SET shipment_id = $1 WHERE store_id = $2 AND id = $3`, [
        Number(shipment),
        tenant.storeId,
        Number(packageId),
      ]);
      await removeEmptyShipments(tx, tenant, orderId);
    }
    await insertItems(tx, tenant, orderId, packageId, planned);
    await touch(tx, orderId);
    return orderId;
  });
}

/** Deletes one package, or every package of the shipment with that tag (one transaction). */
export async function deletePackageGroup(
  sql: SqlClient,
  tenant: Tenant,
  orderUuid: string,
  shipmentTag: DeliveryKind,
  packageId: string | null | undefined,
): Promise<string> {
  return sql.transaction(async (tx) => {
    const orderId = await findOpenCartId(tx, tenant, orderUuid, true);
    const cart = await loadCart(tx, tenant, orderId);
    const inShipment = cart.packages.filter((pkg) => pkg.deliveryKind === shipmentTag);
    const doomed = packageId ? inShipment.filter((pkg) => pkg.id === packageId) : inShipment;
    if (doomed.length === 0) throw notFound(packageId ? 'packageId' : 'shipmentTag', 'Package');
    await tx.query(`DELETE FROM package_groups WHERE store_id = $1 AND order_id = $2 AND id = ANY($3::int[])`, [
      tenant.storeId,
      orderId,
      doomed.map((pkg) => Number(pkg.groupId)),
    ]);
    await removeEmptyShipments(tx, tenant, orderId);
    await touch(tx, orderId);
    return orderId;
  });
}
