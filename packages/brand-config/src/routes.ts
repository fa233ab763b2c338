import { SCREENS, type LanguageCode, type ScreenId } from './codes.ts';
import type { BrandConfig, BrandLanguage } from './types.ts';

/** The `:name` segments each screen's path carries, in every language. */
export const SCREEN_PARAMS = {
  productDetail: ['product'],
  productLocations: ['product'],
  locationDetail: ['location'],
  category: ['category'],
  checkoutConfirmation: ['uuid'],
  redeemInfo: ['pageId'],
  redeemBusinessResult: ['pageId'],
  doublerThankYou: ['product'],
  blogArticle: ['path'],
  giveMomentPage: ['product'],
} as const satisfies Partial<Record<ScreenId, readonly string[]>>;

type ParamsOf<S extends ScreenId> = S extends keyof typeof SCREEN_PARAMS ? (typeof SCREEN_PARAMS)[S][number] : never;
export type RouteParams<S extends ScreenId> = { readonly [Name in ParamsOf<S>]: string };

export function screenParams(screen: ScreenId): readonly string[] {
  return (SCREEN_PARAMS as Partial<Record<ScreenId, readonly string[]>>)[screen] ?? [];
}

export class RouteError extends Error {
  override name = 'RouteError';
}

export function defaultLanguage(brand: BrandConfig): BrandLanguage {
  return brand.languages[0];
}

export function isDefaultLanguage(brand: BrandConfig, language: string): boolean {
  return defaultLanguage(brand).code === language;
}

function routeTable(brand: BrandConfig, language: LanguageCode) {
  const table = brand.routes[language];
  if (!brand.languages.some((offered) => offered.code === language) || table === undefined) {
    throw new RouteError(`${brand.code} does not offer language "${language}" (offers: ${brand.languages.map((l) => l.code).join(', ')})`);
  }
  return table;
}

/** Path segments of a pattern or a concrete path, without the surrounding slashes. */
const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * The last segment of a path, without its query or fragment (`/gift-cards/spa/?x=1` → `spa`): the route parameter
 * that names an API entity (a product, a category) in the storefront's addresses.
 */
export function lastPathSegment(path: string): string {
  return segmentsOf(path.split(/[?#]/)[0] ?? '').at(-1) ?? '';
}

/** The prefix a language's paths carry: none for the default language, `/<code>` for the others. */
export function languagePrefix(brand: BrandConfig, language: LanguageCode): string {
  return prefixOfLanguage(language, isDefaultLanguage(brand, language));
}

/** The same rule for a store known only by its languages (a store of the family that is not built from our brands). */
export function prefixOfLanguage(language: string, isDefault: boolean): string {
  return isDefault ? '' : `/${language}`;
}

/**
 * The concrete path of a screen in a language, with the language prefix for non-default languages.
 * Parameter values are URL-encoded.
 */
export function routePath<S extends ScreenId>(
  brand: BrandConfig,
  language: LanguageCode,
  screen: S,
  ...[params]: [ParamsOf<S>] extends [never] ? [params?: Record<string, never>] : [params: RouteParams<S>]
): string {
  const pattern = routeTable(brand, language)[screen];
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path = segmentsOf(pattern).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = values[segment.slice(1)];
    if (value === undefined || value === '') throw new RouteError(`route "${screen}" needs a value for :${segment.slice(1)}`);
    return encodeURIComponent(value);
  });
  return `${languagePrefix(brand, language)}/${path.map((segment) => `${segment}/`).join('')}`;
}

export interface ScreenMatch {
  readonly screen: ScreenId;
  readonly params: Readonly<Record<string, string>>;
}

interface SplitRoute {
  readonly screen: ScreenId;
  readonly parts: readonly string[];
}

// The storefront matches every request against its table: split and order each table once.
const splitTables = new WeakMap<Readonly<Record<ScreenId, string>>, readonly SplitRoute[]>();

/** Fewer variable segments first, so /gift-cards/all-in-1-choice-gift-card/ beats /gift-cards/:product/. */
function byPrecedence(table: Readonly<Record<ScreenId, string>>): readonly SplitRoute[] {
  let routes = splitTables.get(table);
  if (!routes) {
    const variableCount = (route: SplitRoute) => route.parts.filter((segment) => segment.startsWith(':')).length;
    routes = SCREENS.map((screen) => ({ screen, parts: segmentsOf(table[screen]) })).sort((a, b) => variableCount(a) - variableCount(b));
    splitTables.set(table, routes);
  }
  return routes;
}

export interface ScreenRoute {
  readonly screen: ScreenId;
  /** The route table's pattern, e.g. `/gift-cards/:product/`, without the language prefix. */
  readonly pattern: string;
}

/** A language's routes in the order `screenForPath` tries them: fewer variable segments first. */
export function screenRoutes(brand: BrandConfig, language: LanguageCode): readonly ScreenRoute[] {
  const table = routeTable(brand, language);
  return byPrecedence(table).map(({ screen }) => ({ screen, pattern: table[screen] }));
}

function matchPattern(parts: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

function decodeSegments(path: string): string[] | null {
  try {
    return segmentsOf(path.replace(/[?#].*$/, '')).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Which screen a concrete path (as `routePath` writes it, query and trailing slash optional) shows in a language,
 * with its parameters; null when no route matches.
 */
export function screenForPath(brand: BrandConfig, language: LanguageCode, path: string): ScreenMatch | null {
  const table = routeTable(brand, language);
  const segments = decodeSegments(path);
  if (segments === null) return null;
  if (!isDefaultLanguage(brand, language)) {
    if (segments[0] !== language) return null;
    segments.shift();
  }
  for (const { screen, parts } of byPrecedence(table)) {
    const params = matchPattern(parts, segments);
    if (params) return { screen, params };
  }
  return null;
}
