import type { Metadata } from 'next';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { activationOrderMetadata } from '../../../../screens/activation/activation-page-support.ts';
import { ActivationSuccessScreen } from '../../../../screens/activation/ActivationSuccessScreen.tsx';

// One holder's activation order, as it stands now: per request, never cached or indexed.
export const dynamic = 'force-dynamic';

interface ActivateSuccessPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ActivateSuccessPageProps): Promise<Metadata> {
  return activationOrderMetadata((await params).lang, 'activateSuccess', 'activation.success.metaTitle');
}

export default async function ActivateSuccessPage({ params, searchParams }: ActivateSuccessPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return <ActivationSuccessScreen lang={lang} order={queryValue(query, 'order')} />;
}
