import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { ShopTransaction } from '../client.ts';
import { orderItems, packageGroups, packages, shipments } from '../schema.ts';
import type { CartCardKind, CartDeliveryKind, CartExtraKind, CartRef } from './cart-contents.ts';
import { touchCart } from './cart-orders.ts';

/** The items of one package as they will be stored; prices are per unit, in minor units. */
export interface PackageLines {
  readonly deliveryKind: CartDeliveryKind;
  readonly card: { readonly type: CartCardKind; readonly variationId: number; readonly qty: number; readonly unitPriceMinor: number };
  readonly extras: readonly {
    readonly type: CartExtraKind;
    readonly extraId: number;
    readonly qty: number;
    readonly unitPriceMinor: number;
    readonly messageText: string | null;
  }[];
}

/** The package a change applies to, as the cart holds it now. */
export interface PackageSlot {
  readonly packageId: number;
  readonly groupId: number;
  readonly deliveryKind: CartDeliveryKind;
}

/** The cart's shipment for a delivery kind (one per kind, tagged with it), created on first use. */
async function shipmentFor(tx: ShopTransaction, cart: CartRef, kind: CartDeliveryKind): Promise<number> {
  const [row] = await tx
    .insert(shipments)
    .values({ storeId: cart.storeId, orderId: cart.orderId, tag: kind, deliveryKind: kind })
    .onConflictDoUpdate({ target: [shipments.orderId, shipments.tag], set: { tag: sql`excluded.tag` } })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment upsert returned no row');
  return row.id;
}

async function insertItems(tx: ShopTransaction, cart: CartRef, packageId: number, lines: PackageLines): Promise<void> {
  const owner = { storeId: cart.storeId, orderId: cart.orderId, packageId };
  await tx.insert(orderItems).values([
    { ...owner, itemType: lines.card.type, variationId: lines.card.variationId, qty: lines.card.qty, unitPriceMinor: lines.card.unitPriceMinor },
    ...lines.extras.map((extra) => ({
      ...owner,
      itemType: extra.type,
      extraId: extra.extraId,
      qty: extra.qty,
      unitPriceMinor: extra.unitPriceMinor,
      messageText: extra.messageText,
    })),
  ]);
}

async function removeEmptyShipments(tx: ShopTransaction, cart: CartRef): Promise<void> {
  const packagesInShipment = tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.storeId, shipments.storeId), eq(packages.shipmentId, shipments.id)));
  await tx
    .delete(shipments)
    .where(and(eq(shipments.storeId, cart.storeId), eq(shipments.orderId, cart.orderId), notExists(packagesInShipment)));
}

/** Adds a package in its own group to the cart's shipment of its delivery kind; returns the package id. */
export async function insertCartPackage(tx: ShopTransaction, cart: CartRef, lines: PackageLines): Promise<number> {
  const shipmentId = await shipmentFor(tx, cart, lines.deliveryKind);
  const [group] = await tx
    .insert(packageGroups)
    .values({ storeId: cart.storeId, orderId: cart.orderId, shipmentId, tag: lines.deliveryKind })
    .returning({ id: packageGroups.id });
  if (!group) throw new Error('package group insert returned no row');
  const [created] = await tx
    .insert(packages)
    .values({ storeId: cart.storeId, orderId: cart.orderId, packageGroupId: group.id, shipmentId })
    .returning({ id: packages.id });
  if (!created) throw new Error('package insert returned no row');
  await insertItems(tx, cart, created.id, lines);
  await touchCart(tx, cart);
  return created.id;
}

/** Replaces a package's items, moving it to the other shipment when its delivery kind changes; keeps its id. */
export async function replaceCartPackage(tx: ShopTransaction, cart: CartRef, slot: PackageSlot, lines: PackageLines): Promise<void> {
  await tx
    .delete(orderItems)
    .where(and(eq(orderItems.storeId, cart.storeId), eq(orderItems.orderId, cart.orderId), eq(orderItems.packageId, slot.packageId)));
  if (lines.deliveryKind !== slot.deliveryKind) {
    const shipmentId = await shipmentFor(tx, cart, lines.deliveryKind);
    await tx
      .update(packageGroups)
      .set({ shipmentId, tag: lines.deliveryKind })
      .where(and(eq(packageGroups.storeId, cart.storeId), eq(packageGroups.orderId, cart.orderId), eq(packageGroups.id, slot.groupId)));
    await tx
      .update(packages)
      .set({ shipmentId })
      .where(and(eq(packages.storeId, cart.storeId), eq(packages.orderId, cart.orderId), eq(packages.id, slot.packageId)));
    await removeEmptyShipments(tx, cart);
  }
  await insertItems(tx, cart, slot.packageId, lines);
  await touchCart(tx, cart);
}

/** Deletes package groups of the cart with their packages and items, and the shipments left empty. */
export async function deleteCartPackageGroups(tx: ShopTransaction, cart: CartRef, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await tx
    .delete(packageGroups)
    .where(and(eq(packageGroups.storeId, cart.storeId), eq(packageGroups.orderId, cart.orderId), inArray(packageGroups.id, [...groupIds])));
  await removeEmptyShipments(tx, cart);
  await touchCart(tx, cart);
}
