import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { LEFT_OUT_PARAMETER, readLeftOut, readLeftOutTitles } from '../../../../cart/left-out.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { BasketNoticeProvider } from '../../../../screens/cart/BasketNotice.tsx';
import { CartScreen } from '../../../../screens/cart/CartScreen.tsx';
import { buildMetadata } from '../../../../seo/metadata.ts';
import { getIntl, t } from '../../../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../../../routing/languages.ts';

// Rendered per request and never cached: the basket belongs to the visitor's cookie.
export const dynamic = 'force-dynamic';

export interface CartPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

// The basket reads the visitor's cart cookie, so Next renders it for every request and never caches it.

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const { lang } = await params;
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const metadata = buildMetadata({ lang, location: { kind: 'screen', screen: 'cart' }, title: t(intl, 'cart.title') });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function CartPage({ params, searchParams }: CartPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const leftOut = readLeftOut(query[LEFT_OUT_PARAMETER]);
  const titles = leftOut === null ? [] : readLeftOutTitles(await cookies());
  return (
    <ClientMessages lang={lang} scope="cart">
      {/* Above the basket, full or empty, so a notice outlives the refresh that removes the line it is about. */}
      <BasketNoticeProvider initial={leftOut === null ? null : { kind: 'leftOut', count: leftOut, titles }}>
        <CartScreen lang={lang} />
      </BasketNoticeProvider>
    </ClientMessages>
  );
}
