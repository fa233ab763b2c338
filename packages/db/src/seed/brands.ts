import { loadAllBrands } from '@shop/brand-config/node';
import { seedStoreFromBrand, type SeedStore } from './stores.ts';

/** Every storefront in `brands/`, as the seed sees it. */
export async function storesFromBrandConfigs(): Promise<SeedStore[]> {
  const brands = await loadAllBrands();
  return brands.map(seedStoreFromBrand);
}
