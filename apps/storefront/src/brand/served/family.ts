import { servedBrand } from './served-brand.ts';

/** What `@brand/family` resolves to in a storefront build and in unit tests: the served brand's store family. */
export default servedBrand.family;
