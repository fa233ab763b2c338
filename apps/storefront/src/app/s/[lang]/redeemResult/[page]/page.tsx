import type { Metadata } from 'next';
import { ChoiceCardExchangeScreen, exchangeMetadata } from '../../../../../screens/balance/ChoiceCardExchangeScreen.tsx';

/**
 * A page of the redeem shop (the route rules send `/check-your-balance/result/` and `/check-your-balance/result/2/`
 * here): rendered on its first request, then served from the cache and revalidated with the catalogue data it reads.
 */
export function generateStaticParams(): { page: string }[] {
  return [];
}

interface ExchangePageNumberProps {
  readonly params: Promise<{ lang: string; page: string }>;
}

export async function generateMetadata({ params }: ExchangePageNumberProps): Promise<Metadata> {
  const { lang, page } = await params;
  return exchangeMetadata(lang, page);
}

export default async function ExchangePageNumber({ params }: ExchangePageNumberProps) {
  const { lang, page } = await params;
  return <ChoiceCardExchangeScreen lang={lang} searchParams={{ page }} rendering="cached" />;
}
