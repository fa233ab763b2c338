import type { Metadata } from 'next';
import { checkoutMetadata, queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { stepInQuery } from '../../../../checkout/step-url.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { CheckoutScreen } from '../../../../screens/checkout/CheckoutScreen.tsx';

// The checkout reads the visitor's cart cookie and the API's payment methods: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface CheckoutPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: CheckoutPageProps): Promise<Metadata> {
  const { lang } = await params;
  return checkoutMetadata(lang, 'checkout', 'checkout.title');
}

export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="checkout">
      <CheckoutScreen
        lang={lang}
        askedStep={stepInQuery((parameter) => queryValue(query, parameter), lang)}
        error={queryValue(query, 'error')}
        order={queryValue(query, 'order')}
      />
    </ClientMessages>
  );
}
