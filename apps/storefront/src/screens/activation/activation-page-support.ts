import { storeTimeZone } from '@shop/delivery';
import type { ScreenId } from '@shop/brand-config';
import type { Metadata } from 'next';
import { currentBrand } from '../../brand/current-brand.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';

type Intl = ReturnType<typeof getIntl>;

/** The success and voucher pages belong to one holder's order: never indexed. */
export function activationOrderMetadata(lang: string, screen: ScreenId, titleId: 'activation.success.metaTitle' | 'activation.details.metaTitle'): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return { ...buildMetadata({ lang, location: { kind: 'screen', screen }, title: t(intl, titleId) }), robots: { index: false, follow: false } };
}

/** A calendar date in the store's time zone ('23 November 2027'). */
export function storeDate(intl: Intl, iso: string): string {
  return intl.formatDate(new Date(iso), { dateStyle: 'long', timeZone: storeTimeZone(currentBrand.country) });
}

/** A date and time in the store's time zone, for promises within the day. */
export function storeDateTime(intl: Intl, iso: string): string {
  return intl.formatDate(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone: storeTimeZone(currentBrand.country) });
}
