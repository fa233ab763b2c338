import { prefixOfLanguage, routePath, type BrandConfig, type LanguageCode, type ScreenId } from '@shop/brand-config';
import type { Metadata } from 'next';
import { currentBrand } from '../brand/current-brand.ts';
import { getIntl, t } from '../i18n/server-intl.ts';
import { storeLanguage } from '../routing/languages.ts';
import { isPagedScreen } from '../routing/paged-screens.ts';
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

/** Page 2 on of a list: the number the location names, when it names one past the first. */
const laterPageOf = (location: PageLocation): number | undefined =>
  location.kind === 'screen' && location.page !== undefined && location.page > 1 ? location.page : undefined;

/** A page's own address: a paged list's later pages as the site links them (`/gift-cards/2/`), others' with `?page=`. */
function pathOf(brand: BrandConfig, lang: string, location: PageLocation): string {
  if (location.kind === 'path') return normalisedPath(location.path);
  const base = screenPath(brand, lang as LanguageCode, location.screen, location.params);
  const page = laterPageOf(location);
  if (page === undefined) return base;
  return isPagedScreen(location.screen) ? `${base}${page}/` : `${base}?page=${page}`;
}

/** A later page's title names its number, so that the pages of one list do not share a title. */
function numberedTitle(title: string | undefined, lang: string, location: PageLocation): string | undefined {
  const page = laterPageOf(location);
  const language = storeLanguage(lang);
  if (!title || page === undefined || !language) return title;
  return `${title} – ${t(getIntl(language.locale), 'catalogue.pagination.page', { page })}`;
}

type Alternates = Record<string, string>;

function alternatesFromApi(api: ApiPageMetadata): Alternates {
  const alternates: Alternates = {};
  for (const tag of api.hreflangTags) {
    // The API writes a page's path within its language: a store's other languages live under their prefix ('/fr').
    const path = `${prefixOfLanguage(tag.langCode, tag.isDefault)}${normalisedPath(tag.path)}`;
    alternates[`${tag.langCode}-${tag.countryCode.toUpperCase()}`] = `${new URL(tag.origin).origin}${path}`;
  }
  return alternates;
}

/**
 * The same screen in every store and language of the family that has it at a known address. An alternate must be the
 * same page: a product or category has other slugs elsewhere, a later page of a list another count of pages, and a
 * store we do not build unknown paths, so those pages name no alternate but themselves (never another store's home).
 */
function alternatesFromFamily(family: StoreFamily, location: PageLocation): Alternates {
  const alternates: Alternates = {};
  if (location.kind !== 'screen' || laterPageOf(location) !== undefined) return alternates;
  for (const store of family) {
    for (const language of store.languages) {
      const samePage = language.paths?.[location.screen];
      if (samePage) alternates[language.hreflang] = `${store.origin}${samePage}`;
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

  const title = numberedTitle(input.api?.title || input.title, input.lang, input.location);
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
