import type { Metadata } from 'next';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { activationOrderMetadata } from '../../../../screens/activation/activation-page-support.ts';
import { CardDetailsScreen } from '../../../../screens/activation/CardDetailsScreen.tsx';

// The activation voucher of one holder's card, as it stands now: per request, never cached or indexed.
export const dynamic = 'force-dynamic';

interface CardDetailsPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: CardDetailsPageProps): Promise<Metadata> {
  return activationOrderMetadata((await params).lang, 'cardDetails', 'activation.details.metaTitle');
}

export default async function CardDetailsPage({ params, searchParams }: CardDetailsPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <CardDetailsScreen lang={lang} order={queryValue(query, 'order')} />;
}
