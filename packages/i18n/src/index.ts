export {
  BASE_LOCALES, CATALOGS, CATALOG_LOCALES, FEATURES, FEATURE_CATALOGS, REFERENCE_LOCALE, REGIONAL_CATALOGS, REGIONAL_LOCALES,
  SERVER_ONLY_FEATURES, catalogLocaleFor, messageIdsOf, messagesFor, messagesStartingWith, regionalRespelling, type BaseLocale, type BrowserMessagePrefix, type Catalog,
  type CatalogLocale, type Feature, type FeatureCatalogs, type MessageId, type RegionalCatalog, type RegionalLocale,
} from './catalogs.ts';
export { formatValidationMessage, type ValidationMessageKey } from './validation-text.ts';
