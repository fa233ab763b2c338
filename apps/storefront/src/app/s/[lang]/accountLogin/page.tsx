import type { Metadata } from 'next';
import { SESSION_ENDED } from '../../../../account/next-screen.ts';
import { queryValue, type SearchParams } from '../../../../checkout/page-support.ts';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { LoginScreen } from '../../../../screens/auth/AuthScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Reads the visitor's session and the e-mail they typed: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
  readonly searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return authMetadata((await params).lang, 'accountLogin');
}

export default async function Page({ params, searchParams }: PageProps) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages lang={lang} scope="auth">
      <LoginScreen lang={lang} next={queryValue(query, 'next')} sessionEnded={queryValue(query, 'session') === SESSION_ENDED} />
    </ClientMessages>
  );
}
