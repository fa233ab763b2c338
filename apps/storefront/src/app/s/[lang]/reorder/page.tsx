import type { Metadata } from 'next';
import { accountMetadata } from '../../../../account/page-support.ts';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { ReorderScreen } from '../../../../screens/reorder/ReorderScreen.tsx';

// One customer's past order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export interface ReorderPageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ReorderPageProps): Promise<Metadata> {
  return accountMetadata((await params).lang, 'reorder', 'account.reorder.title');
}

export default async function ReorderPage({ params, searchParams }: ReorderPageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="account">
      <ReorderScreen lang={lang} order={queryValue(query, 'order')} />
    </ClientMessages>
  );
}
