export * from './schema.ts';
export {
  createDatabase,
  migrate,
  migrationsFolder,
  defaultPgliteDataDir,
  type CreateDatabaseOptions,
  type DatabaseConnection,
  type DatabaseKind,
  type ShopDatabase,
  type ShopExecutor,
  type ShopSchema,
  type ShopTransaction,
} from './client.ts';
export { seed, type SeedOptions, type SeedReport } from './seed/index.ts';
export { seedStoreFromBrand, type BrandForSeed, type SeedLanguage, type SeedStore } from './seed/stores.ts';
export { REFERENCE_STORE_ID } from './seed/build-store.ts';
export {
  searchCatalogue,
  searchWords,
  MAX_SEARCH_TEXT_LENGTH,
  type GivingMomentHit,
  type ProductHit,
  type SearchInput,
  type SearchResult,
} from './queries/search.ts';
export {
  findLocationsInBox,
  InvalidBoundingBoxError,
  type BoundingBox,
  type LocationHit,
} from './queries/locations.ts';
