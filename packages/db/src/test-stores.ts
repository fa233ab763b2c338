import { storesFromBrandConfigs } from './seed/brands.ts';
import type { SeedStore } from './seed/stores.ts';

/** The seed input of the named brands, from the real brand configs. */
export async function brandStores(...codes: string[]): Promise<SeedStore[]> {
  const stores = await storesFromBrandConfigs();
  const picked = stores.filter((store) => codes.includes(store.code));
  if (picked.length !== codes.length) throw new Error(`Unknown brand among ${codes.join(', ')}`);
  return picked;
}
