import type { BrandConfig } from '@shop/brand-config';
import type { StoreFamily } from '../../seo/family.ts';

/** One brand a storefront build holds: its resolved config and its store switcher's family (hreflang, paths). */
export interface BuiltBrand {
  readonly brand: BrandConfig;
  readonly family: StoreFamily;
}

/**
 * The brands one storefront build can serve, by code: every brand of one theme, since those share the style sheet and
 * the typeface, the only parts compiled per brand. Written by the build (build/brand-at-build.ts) as `@brand/built`.
 */
export type BuiltBrands = Readonly<Record<string, BuiltBrand>>;

/** The brand this server renders; a build of another theme's brands cannot serve it, and says so at start. */
export function servedBrandOf(built: BuiltBrands, code: string): BuiltBrand {
  const entry = Object.hasOwn(built, code) ? built[code] : undefined;
  if (!entry) {
    throw new Error(`This storefront build serves ${Object.keys(built).join(', ')}, not ${code}: build ${code} with npm run build -- --brand ${code}`);
  }
  return entry;
}
