import type { Metadata } from 'next';
import type { MessageId } from '@shop/i18n';
import { productWord } from '../../i18n/product-word.ts';
import { t } from '../../i18n/server-intl.ts';
import { buildMetadata, type PageLocation } from '../../seo/metadata.ts';
import { storeLanguage } from '../../routing/languages.ts';
import { notFoundMetadata } from '../not-found/NotFoundScreen.tsx';
import { metaDescriptionOf } from './content-blocks.ts';
import { pageIntl, type ContentPage } from './content.ts';
import { parsePageParam } from './pagination.ts';

/** Metadata of a screen whose title is one of the catalogue messages (with the brand's product word). */
export function messageMetadata(lang: string, location: PageLocation, titleId: MessageId, values: Record<string, string> = {}): Metadata {
  if (!storeLanguage(lang)) return {};
  const { intl } = pageIntl(lang);
  return buildMetadata({ lang, location, title: t(intl, titleId, { product: productWord(lang).plural, ...values }) });
}

/**
 * Metadata of a screen showing an API content page: its title, keywords, robots flags and a description from its own
 * text; the 404's when it is missing.
 */
export function contentMetadata(lang: string, location: PageLocation, page: ContentPage | null): Metadata {
  if (!page) return storeLanguage(lang) ? notFoundMetadata(lang) : {};
  const description = metaDescriptionOf(page.body);
  return buildMetadata({ lang, location, title: page.title, api: page.metadata, ...(description ? { description } : {}) });
}

/** `?page=` for metadata: the canonical URL of page N carries it. */
export function pageNumberOf(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

/** Metadata of a page of the product list, filtered or not: its title, and its page number past the first. */
export function productListMetadata(lang: string, page: string | string[] | undefined): Metadata {
  // The page of a page number no list has is the 404 screen (ProductListScreen).
  if (parsePageParam(page).kind === 'invalid') return storeLanguage(lang) ? notFoundMetadata(lang) : {};
  const number = pageNumberOf(page);
  return messageMetadata(lang, { kind: 'screen', screen: 'productList', ...(number ? { page: number } : {}) }, 'catalogue.list.title');
}
