import type { ShopDatabase } from '@shop/db';
import type { SqlClient } from '../sql.ts';
import type { BrandRegistry } from '../tenancy/tenant.ts';

export interface ApiContext {
  readonly db: ShopDatabase;
  readonly sql: SqlClient;
  readonly brands: BrandRegistry;
  readonly request: Request;
}
