import { screenForPath, screenParams, type BrandConfig, type LanguageCode } from '@shop/brand-config';
import type { StoreFamily } from '../../seo/family.ts';

export interface SwitchPaths {
  /** The current screen in the chosen store and language; null for entity routes or unknown paths. */
  readonly translated: string | null;
  /** The chosen store's home page in the chosen language; null when that store's routes are unknown. */
  readonly home: string | null;
}

export interface SwitchRequest {
  readonly fromLanguage: string;
  readonly pathname: string;
  /** The current query string ('?page=2' or ''), kept on a translated path. */
  readonly search: string;
  readonly country: string;
  readonly language: string;
}

/**
 * Spec §4: where a known non-entity screen lives in another store or language of the family.
 * This store's addresses stay relative; another store's carry its origin.
 */
export function switchPaths(brand: BrandConfig, family: StoreFamily, request: SwitchRequest): SwitchPaths {
  const store = family.find((candidate) => candidate.country === request.country);
  const paths = store?.languages.find((language) => language.code === request.language)?.paths ?? null;
  if (!store || !paths) return { translated: null, home: null };
  const origin = request.country === brand.country ? '' : store.origin;
  const home = paths.home === undefined ? null : `${origin}${paths.home}`;

  const fromLanguage = brand.languages.find((language) => language.code === request.fromLanguage)?.code;
  const match = fromLanguage ? screenForPath(brand, fromLanguage as LanguageCode, request.pathname) : null;
  if (!match || screenParams(match.screen).length > 0) return { translated: null, home };
  const path = paths[match.screen];
  const query = request.search.startsWith('?') && request.search.length > 1 ? request.search : '';
  return { translated: path === undefined ? null : `${origin}${path}${query}`, home };
}
