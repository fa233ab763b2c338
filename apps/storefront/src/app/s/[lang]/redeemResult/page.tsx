import type { Metadata } from 'next';
import { ChoiceCardExchangeScreen, exchangeMetadata } from '../../../../screens/balance/ChoiceCardExchangeScreen.tsx';
import type { SearchParams } from '../../../../screens/catalogue/ProductListScreen.tsx';

// Rendered per request: a page number the route rules do not cache (`?page=` with nonsense is a 404 the list judges).
export const dynamic = 'force-dynamic';

interface ExchangePageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ExchangePageProps): Promise<Metadata> {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return exchangeMetadata(lang, query.page);
}

export default async function ExchangePage({ params, searchParams }: ExchangePageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <ChoiceCardExchangeScreen lang={lang} searchParams={query} rendering="perRequest" />;
}
