import { isUuid } from '@shop/validation';
import type { Metadata } from 'next';
import { checkoutMetadata, queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ThankYouScreen } from '../../../../screens/checkout/ThankYouScreen.tsx';
import { notFoundMetadata } from '../../../../screens/not-found/NotFoundScreen.tsx';

export const dynamic = 'force-dynamic';

export interface ThankYouPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ThankYouPageProps): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const order = queryValue(query, 'order');
  // The page of an address that names no order is the 404 screen (ThankYouScreen).
  if (order === null || !isUuid(order)) return notFoundMetadata(lang);
  return checkoutMetadata(lang, 'checkoutThankYou', 'checkout.thankYou.metaTitle');
}

export default async function ThankYouPage({ params, searchParams }: ThankYouPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <ThankYouScreen lang={lang} order={queryValue(query, 'order')} />;
}
