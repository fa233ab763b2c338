import type { Metadata } from 'next';
import { checkoutMetadata, queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { ProcessPaymentScreen } from '../../../../screens/checkout/ProcessPaymentScreen.tsx';

// The payment provider returns the shopper here (with its own pspPayment and resultCode parameters, which the API
// does not need: refreshPayment asks the provider itself). Per request, never cached or indexed.
export const dynamic = 'force-dynamic';

export interface ProcessPaymentPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ProcessPaymentPageProps): Promise<Metadata> {
  const { lang } = await params;
  return checkoutMetadata(lang, 'checkoutProcessPayment', 'checkout.process.title');
}

export default async function ProcessPaymentPage({ params, searchParams }: ProcessPaymentPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="checkout">
      <ProcessPaymentScreen lang={lang} order={queryValue(query, 'order')} />
    </ClientMessages>
  );
}
