import type { ShopDatabase } from '@shop/db';
import type { BrandRegistry } from '../tenancy/tenant.ts';

export interface ApiContext {
  readonly db: ShopDatabase;
  readonly brands: BrandRegistry;
  readonly request: Request;
}
