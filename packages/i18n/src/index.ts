export {
  CATALOGS, CATALOG_LOCALES, FEATURES, FEATURE_CATALOGS, REFERENCE_LOCALE, SERVER_ONLY_FEATURES, catalogLocaleFor, messagesFor,
  messagesStartingWith, type BrowserMessagePrefix, type Catalog, type CatalogLocale, type Feature, type FeatureCatalogs, type MessageId,
} from './catalogs.ts';
export { formatValidationMessage, type ValidationMessageKey } from './validation-text.ts';
