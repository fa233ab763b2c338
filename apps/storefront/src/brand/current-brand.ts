import brand from '@brand/config';
import type { BrandConfig } from '@shop/brand-config';

/** The brand this storefront was built for (chosen with --brand, validated by next.config.ts). */
export const currentBrand: BrandConfig = brand;
