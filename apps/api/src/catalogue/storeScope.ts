import type { StoreScope } from '@shop/db';
import type { Tenant } from '../tenancy/tenant.ts';

/** The tenant's store and language: what every catalogue read is limited to. */
export function storeScope(tenant: Tenant): StoreScope {
  return { storeId: tenant.storeId, language: tenant.language.code };
}
