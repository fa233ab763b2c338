import { prefixOfLanguage, routePath, type BrandConfig, type LanguageCode, type ScreenId } from '@shop/brand-config';
import type { Metadata } from 'next';
import { currentBrand } from '../brand/current-brand.ts';
import { currentFamily } from './current-family.ts';
import type { StoreFamily } from './family.ts';

/** Page metadata as the API's `PageMetadata` type carries it. */
export interface ApiPageMetadata {
  readonly title: string;
  readonly keywords: readonly string[];
  readonly noindex: boolean;
  readonly nofollow: boolean;
  readonly hreflangTags: readonly {
    readonly langCode: string;
    readonly countryCode: string;
    readonly origin: string;
    readonly path: string;
    readonly isDefault: boolean;
  }[];
}

/** Where a page lives: a screen of the route table, or a site path the API owns (landing pages). */
export type PageLocation =
  | { readonly kind: 'screen'; readonly screen: ScreenId; readonly params?: Readonly<Record<string, string>>; readonly page?: number }
  | { readonly kind: 'path'; readonly path: string };

export interface PageMetadataInput {
  readonly lang: string;
  readonly location: PageLocation;
  /** Title when the API has no metadata for the page (the layout adds ' | {brand name}'). */
  readonly title?: string;
  readonly description?: string;
  readonly api?: ApiPageMetadata | null;
}

export function siteOrigin(brand: BrandConfig = currentBrand): string {
  return `https://${brand.domain}`;
}

/** A site path with its trailing slash (the API writes paths without one). */
export function normalisedPath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

const screenPath = routePath as (brand: BrandConfig, language: LanguageCode, screen: ScreenId, params?: object) => string;

function pathOf(brand: BrandConfig, lang: string, location: PageLocation): string {
  if (location.kind === 'path') return normalisedPath(location.path);
  const base = screenPath(brand, lang as LanguageCode, location.screen, location.params);
  return location.page !== undefined && location.page > 1 ? `${base}?page=${location.page}` : base;
}

type Alternates = Record<string, string>;

function alternatesFromApi(api: ApiPageMetadata): Alternates {
  const alternates: Alternates = {};
  for (const tag of api.hreflangTags) {
    alternates[`${tag.langCode}-${tag.countryCode.toUpperCase()}`] = `${new URL(tag.origin).origin}${normalisedPath(tag.path)}`;
  }
  return alternates;
}

/**
 * The same screen in every store and language of the family. Screens with parameters (a product, a category) have
 * other slugs elsewhere, and stores we do not build have unknown paths: those link to the store's home in that language.
 */
function alternatesFromFamily(family: StoreFamily, location: PageLocation): Alternates {
  const alternates: Alternates = {};
  for (const store of family) {
    for (const language of store.languages) {
      const home = language.paths?.home ?? `${prefixOfLanguage(language.code, language.isDefault)}/`;
      const samePage = location.kind === 'screen' ? language.paths?.[location.screen] : undefined;
      alternates[language.hreflang] = `${store.origin}${samePage ?? home}`;
    }
  }
  return alternates;
}

/**
 * Next `Metadata` for a page: the API's title, keywords and robots flags when it has them, the canonical URL on the
 * brand's domain, and hreflang alternates across the storefront family (the current page always links itself).
 */
export function buildMetadata(input: PageMetadataInput, brand: BrandConfig = currentBrand, family: StoreFamily = currentFamily): Metadata {
  const origin = siteOrigin(brand);
  const canonical = `${origin}${pathOf(brand, input.lang, input.location)}`;
  const hasApiTags = (input.api?.hreflangTags.length ?? 0) > 0;
  const languages = input.api && hasApiTags ? alternatesFromApi(input.api) : alternatesFromFamily(family, input.location);
  const ownLanguage = brand.languages.find((language) => language.code === input.lang);
  if (ownLanguage) languages[`${ownLanguage.code}-${brand.country}`] = canonical;

  const title = input.api?.title || input.title;
  const metadata: Metadata = {
    metadataBase: new URL(origin),
    alternates: { canonical, languages },
    robots: { index: !(input.api?.noindex ?? false), follow: !(input.api?.nofollow ?? false) },
  };
  if (title) metadata.title = title;
  if (input.description) metadata.description = input.description;
  if (input.api && input.api.keywords.length > 0) metadata.keywords = [...input.api.keywords];
  return metadata;
}
