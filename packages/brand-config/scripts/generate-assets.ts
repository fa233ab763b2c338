import { writeBrandLogos, writeSharedAssets } from '../src/assets/write-assets.ts';
import { brandsDir, loadAllBrands } from '../src/node.ts';

/** Regenerates every brand's logos and the shared artwork from the brand configurations. */
const dir = brandsDir();
const shared = writeSharedAssets(dir);
const brands = loadAllBrands();
for (const brand of brands) writeBrandLogos(dir, { code: brand.code, group: brand.group, name: brand.name, country: brand.country });
console.log(`wrote ${shared.length} shared assets and logos for ${brands.length} brands`);
