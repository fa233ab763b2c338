import { languagePrefix, type LanguageCode } from '@shop/brand-config';
import { CataloguePageDocument, type CataloguePageQuery } from '@shop/graphql/operations';
import { currentBrand } from '../../brand/current-brand.ts';
import { serverQuery } from '../../data/server.ts';
import { getIntl } from '../../i18n/server-intl.ts';
import { href, type HrefParams } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import type { ScreenId } from '@shop/brand-config';

export type ContentPage = NonNullable<CataloguePageQuery['pageByPath']['page']>;
export type ContentPageType = ContentPage['pageType'];

/** The API's page at the first of `paths` that has one, when its type is one of `types`. */
export async function findContentPage(lang: string, paths: readonly string[], types: readonly ContentPageType[]): Promise<ContentPage | null> {
  for (const path of paths) {
    const data = await serverQuery(lang, CataloguePageDocument, { path });
    const page = data.pageByPath.page;
    if (page && types.includes(page.pageType)) return page;
  }
  return null;
}

/** The path prefix of a language ('' for the brand's default language, '/fr' otherwise). */
export function languagePathPrefix(lang: string): string {
  return languagePrefix(currentBrand, lang as LanguageCode);
}

/** A screen's public path without the language prefix: the path the API knows the page by. */
export function unprefixedPath<S extends ScreenId>(lang: string, screen: S, ...params: HrefParams<S>): string {
  const path = href(lang, screen, ...params);
  const prefix = languagePathPrefix(lang);
  return prefix !== '' && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
}

/** Server formatter and locale of a page's language. */
export function pageIntl(lang: string) {
  const language = requireStoreLanguage(lang);
  return { language, intl: getIntl(language.locale) };
}

/** The API writes page bodies as plain text; blank lines separate paragraphs. */
export function paragraphs(body: string): string[] {
  return body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
}

/** A route segment as text; a segment that is not valid percent-encoding is taken literally (it then finds no page). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
