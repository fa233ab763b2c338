import { isUuid } from '@shop/validation';
import type { Metadata } from 'next';
import { checkoutMetadata } from '../../../../../checkout/page-support.ts';
import { ConfirmationScreen } from '../../../../../screens/checkout/ConfirmationScreen.tsx';
import { notFoundMetadata } from '../../../../../screens/not-found/NotFoundScreen.tsx';

// One order's page: rendered per request from the API, never cached or indexed.
export const dynamic = 'force-dynamic';

export interface ConfirmationPageProps {
  readonly params: Promise<{ lang: string; uuid: string }>;
}

export async function generateMetadata({ params }: ConfirmationPageProps): Promise<Metadata> {
  const { lang, uuid } = await params;
  // A malformed uuid is the 404 screen (loadPlacedOrder).
  if (!isUuid(uuid)) return notFoundMetadata(lang);
  return checkoutMetadata(lang, 'checkoutConfirmation', 'checkout.confirmation.title', { uuid });
}

export default async function ConfirmationPage({ params }: ConfirmationPageProps) {
  const { lang, uuid } = await params;
  return <ConfirmationScreen lang={lang} uuid={uuid} />;
}
