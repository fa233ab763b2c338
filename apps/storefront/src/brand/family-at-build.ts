import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '@shop/brand-config';
import { loadAllBrands } from '@shop/brand-config/node';
import { storeFamily } from '../seo/family.ts';

/**
 * Writes the brand's storefront family (its store switcher's stores with their route tables) next to the resolved
 * brand, for `@brand/family`. Only the build reads every brand; the bundle gets this small extract.
 */
export function writeBrandFamily(appDir: string, brand: BrandConfig, brandsDir: string): string {
  const family = storeFamily(brand, loadAllBrands({ brandsDir }));
  const modulePath = path.join(appDir, '.brand', `${brand.code}.family.json`);
  writeFileSync(modulePath, `${JSON.stringify(family, null, 2)}\n`);
  return modulePath;
}
