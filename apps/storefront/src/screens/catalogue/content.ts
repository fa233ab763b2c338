import { CataloguePageDocument, type CataloguePageQuery } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';
import { getIntl } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';

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

/** Server formatter and locale of a page's language. */
export function pageIntl(lang: string) {
  const language = requireStoreLanguage(lang);
  return { language, intl: getIntl(language.locale) };
}

/** A route segment as text; a segment that is not valid percent-encoding is taken literally (it then finds no page). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
