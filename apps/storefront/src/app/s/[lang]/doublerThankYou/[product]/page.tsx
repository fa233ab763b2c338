import type { Metadata } from 'next';
import { queryValue, type SearchParams } from '../../../../../checkout/page-support.ts';
import { decodeSegment } from '../../../../../screens/catalogue/content.ts';
import { DoublerThankYouScreen, doublerThankYouMetadata } from '../../../../../screens/doubler/DoublerThankYouScreen.tsx';

// One holder's entry, as it stands now: per request, never cached or indexed.
export const dynamic = 'force-dynamic';

interface DoublerThankYouPageProps {
  readonly params: Promise<{ lang: string; product: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: DoublerThankYouPageProps): Promise<Metadata> {
  const [{ lang, product }, query] = await Promise.all([params, searchParams]);
  return doublerThankYouMetadata(lang, decodeSegment(product), queryValue(query, 'entry'));
}

export default async function DoublerThankYouPage({ params, searchParams }: DoublerThankYouPageProps) {
  const [{ lang, product }, query] = await Promise.all([params, searchParams]);
  return <DoublerThankYouScreen lang={lang} product={decodeSegment(product)} entry={queryValue(query, 'entry')} />;
}
