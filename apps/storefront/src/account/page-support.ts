import type { Metadata } from 'next';
import type { MessageId } from '@shop/i18n';
import { getIntl, t } from '../i18n/server-intl.ts';
import { requireStoreLanguage } from '../routing/languages.ts';
import { buildMetadata } from '../seo/metadata.ts';
import type { GuardedScreen } from './access.ts';

/** Account pages show one customer's data: a localized title, never indexed. */
export function accountMetadata(lang: string, screen: Exclude<GuardedScreen, 'checkout'>, titleId: MessageId): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const metadata = buildMetadata({ lang, location: { kind: 'screen', screen }, title: t(intl, titleId) });
  return { ...metadata, robots: { index: false, follow: false } };
}
