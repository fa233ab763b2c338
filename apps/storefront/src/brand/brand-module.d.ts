/**
 * `@brand/config` is the brand chosen for this build, resolved and validated by next.config.ts
 * (see build/brand-at-build.ts) and aliased to the JSON it wrote.
 */
declare module '@brand/config' {
  import type { BrandConfig } from '@shop/brand-config';

  const brand: BrandConfig;
  export default brand;
}

/** The build brand's storefront family for hreflang links (see brand/family-at-build.ts). */
declare module '@brand/family' {
  /** A `StoreFamily` (seo/family.ts); typed where it is read, in seo/current-family.ts. */
  const family: unknown;
  export default family;
}

/** The build brand's group typeface (src/theme/fonts/<theme>.ts): imported for its @font-face rules and preload. */
declare module '@brand/fonts';
