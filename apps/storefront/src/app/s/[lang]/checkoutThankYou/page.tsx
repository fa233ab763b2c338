import type { Metadata } from 'next';
import { checkoutMetadata, queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ThankYouScreen } from '../../../../screens/checkout/ThankYouScreen.tsx';

export const dynamic = 'force-dynamic';

export interface ThankYouPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ThankYouPageProps): Promise<Metadata> {
  const { lang } = await params;
  return checkoutMetadata(lang, 'checkoutThankYou', 'checkout.thankYou.metaTitle');
}

export default async function ThankYouPage({ params, searchParams }: ThankYouPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <ThankYouScreen lang={lang} order={queryValue(query, 'order')} />;
}
