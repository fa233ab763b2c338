/**
 * `@brand/config` is the brand this server renders: in a build and in unit tests `src/brand/served/config.ts`, which
 * picks it by BRAND from `@brand/built`; in Storybook the brand chosen in the toolbar.
 */
declare module '@brand/config' {
  import type { BrandConfig } from '@shop/brand-config';

  const brand: BrandConfig;
  export default brand;
}

/** The served brand's storefront family for hreflang links (`src/brand/served/family.ts`). */
declare module '@brand/family' {
  /** A `StoreFamily` (seo/family.ts); typed where it is read, in seo/current-family.ts. */
  const family: unknown;
  export default family;
}

/**
 * Every brand of the build's theme with its family, written by the build (build/brand-at-build.ts): a `BuiltBrands`
 * (brand/served/built-brands.ts), typed where it is read.
 */
declare module '@brand/built' {
  const built: unknown;
  export default built;
}

/** The build brand's group typeface (src/theme/fonts/<theme>.ts): imported for its @font-face rules and preload. */
declare module '@brand/fonts';
