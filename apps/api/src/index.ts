export { createApiServer, DEFAULT_BODY_LIMIT_BYTES, type ApiServer, type ApiServerOptions } from './http/server.ts';
export { QUERY_LIMITS } from './http/yoga.ts';
export { tenantFromBrandConfig } from './tenancy/fromBrandConfig.ts';
export type { TenantBrand, TenantLanguage, TenantStoreData } from './tenancy/brands.ts';
