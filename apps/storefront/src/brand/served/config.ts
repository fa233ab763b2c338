import { servedBrand } from './served-brand.ts';

/** What `@brand/config` resolves to in a storefront build and in unit tests: the served brand's config. */
export default servedBrand.brand;
