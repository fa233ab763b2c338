export * from './codes.ts';
export { LANGUAGE_KEYED_SECTIONS, deepMerge, resolveBrand } from './resolve.ts';
export { validateBrandDefaults, validateBrandFile, validateResolvedSchema } from './validate.ts';
export { checkBrandRules } from './rules.ts';
export { checkDistinctBrands, type BrandInFile } from './cross-brand.ts';
export { buildBrandConfig, buildBrandConfigOrThrow, checkBrandConfig, type BrandCheck, type BrandSources } from './check.ts';
export { BrandConfigError, formatProblem, type Problem } from './problems.ts';
export {
  RouteError, SCREEN_PARAMS, defaultLanguage, isDefaultLanguage, languagePrefix, lastPathSegment, prefixOfLanguage, routePath,
  screenForPath, screenParams, screenRoutes, type RouteParams, type ScreenMatch, type ScreenRoute,
} from './routes.ts';
export { COUNTRIES, isKnownCountry, type CountryCode, type CountryProfile } from './countries.ts';
export { postcodeRuleIn } from './country-rules.ts';
export type {
  BrandConfig, BrandDefaults, BrandFile, BrandLanguage, DeepReadonly, LinkTarget, MenuColumn, MenuLink, RouteTable,
} from './types.ts';
