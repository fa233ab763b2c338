import type { Metadata } from 'next';
import type { ScreenId } from '@shop/brand-config';
import { getIntl, t } from '../i18n/server-intl.ts';
import { requireStoreLanguage } from '../routing/languages.ts';
import { buildMetadata } from '../seo/metadata.ts';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** One value of a query parameter (the first when repeated), or null. */
export function queryValue(query: SearchParams, name: string): string | null {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/** Checkout pages belong to one visitor's order: never indexed. */
export function checkoutMetadata(
  lang: string,
  screen: ScreenId,
  titleId: 'checkout.title' | 'checkout.confirmation.title' | 'checkout.process.title' | 'checkout.thankYou.metaTitle',
  params?: Readonly<Record<string, string>>,
): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const metadata = buildMetadata({ lang, location: { kind: 'screen', screen, ...(params ? { params } : {}) }, title: t(intl, titleId) });
  return { ...metadata, robots: { index: false, follow: false } };
}
