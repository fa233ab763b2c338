import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { ForgotPasswordScreen } from '../../../../screens/auth/AuthScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Reads the visitor's session and the e-mail they typed: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return authMetadata((await params).lang, 'accountForgotPassword');
}

export default async function Page({ params }: PageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="auth">
      <ForgotPasswordScreen lang={lang} />
    </ClientMessages>
  );
}
