import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '@shop/brand-config';
import { BRAND_ASSETS_URL, brandAssetPath, referencedAssets } from '../src/brand/assets.ts';

/**
 * Publishes the assets a brand refers to under public/brand-assets/<path in brands/>, so
 * `next start` serves them and several brands' assets can sit side by side.
 */
export function copyBrandAssets(brand: BrandConfig, brandsDir: string, publicDir: string): string[] {
  const copied: string[] = [];
  for (const src of referencedAssets(brand)) {
    const relative = brandAssetPath(brand.code, src);
    const from = path.join(brandsDir, relative);
    if (!existsSync(from)) throw new Error(`${path.join(brandsDir, brand.code, 'brand.json')}: asset "${src}" not found at ${from}`);
    const to = path.join(publicDir, BRAND_ASSETS_URL, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied.push(relative);
  }
  return copied;
}
