import type { Mailer } from '../mail/index.ts';
import type { TenantBrand } from '../tenancy/brands.ts';

export interface FulfilmentContext {
  readonly mailer: Mailer;
  readonly brands: readonly TenantBrand[];
  /**
   * Origin of the storefront links in e-mails (`STOREFRONT_ORIGIN`, e.g. http://localhost:3000 for a local
   * run); each brand's own `https://<domain>` when left out. An order's e-mails link to the storefront it was placed on.
   */
  readonly publicOrigin?: string;
}

export function brandOf(context: FulfilmentContext, storeId: number): TenantBrand {
  const brand = context.brands.find((candidate) => candidate.storeId === storeId);
  if (!brand) throw new Error(`no brand config for store ${storeId}`);
  return brand;
}
