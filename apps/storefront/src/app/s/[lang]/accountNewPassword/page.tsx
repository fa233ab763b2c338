import type { Metadata } from 'next';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { NewPasswordScreen } from '../../../../screens/auth/AuthScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Its address holds a one-time reset token: rendered per request, never cached, and never sent on as a referrer.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return { ...authMetadata((await params).lang, 'accountNewPassword'), referrer: 'no-referrer' };
}

export default async function Page({ params, searchParams }: PageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="auth">
      <NewPasswordScreen lang={lang} token={queryValue(query, 'token')} />
    </ClientMessages>
  );
}
