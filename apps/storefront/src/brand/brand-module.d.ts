/**
 * `@brand/config` is the brand chosen for this build, resolved and validated by next.config.ts
 * (see build/brand-at-build.ts) and aliased to the JSON it wrote.
 */
declare module '@brand/config' {
  import type { BrandConfig } from '@shop/brand-config';

  const brand: BrandConfig;
  export default brand;
}
