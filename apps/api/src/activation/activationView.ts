import { findActivationOrder, type ActivationOrderRow, type ShopDatabase } from '@shop/db';
import type { ActivationOrder } from '@shop/graphql';
import { isUuid } from '@shop/validation';
import { notFound } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { lastDigits, promisedBy } from './voucher.ts';

function toActivationOrder(row: ActivationOrderRow): ActivationOrder {
  return {
    uuid: row.id,
    status: row.status,
    email: row.email,
    amount: { currency: row.currency, value: row.amountMinor },
    requestedAt: row.createdAt.toISOString(),
    promisedBy: promisedBy(row).toISOString(),
    processedAt: (row.completedAt ?? row.canceledAt)?.toISOString() ?? null,
    card: {
      lastDigits: lastDigits(row.card.number),
      value: { currency: row.currency, value: row.card.valueMinor },
      deliveryKind: row.card.deliveryKind,
      activatedAt: row.card.activatedAt?.toISOString() ?? null,
      expiresAt: row.card.expiresAt.toISOString(),
    },
  };
}

/** The store's activation order by its uuid, as its pages show it; 4004 when there is none. */
export async function readActivationOrder(db: ShopDatabase, tenant: Tenant, uuid: string): Promise<ActivationOrder> {
  const row = isUuid(uuid) ? await findActivationOrder(db, tenant.storeId, uuid.toLowerCase()) : null;
  if (!row) throw notFound('uuid', 'Activation order');
  return toActivationOrder(row);
}
