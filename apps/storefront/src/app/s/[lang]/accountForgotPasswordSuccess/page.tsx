import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { ForgotPasswordSuccessScreen } from '../../../../screens/auth/AuthSuccessScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Shown to one visitor after asking for a reset link: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return authMetadata((await params).lang, 'accountForgotPasswordSuccess');
}

export default async function Page({ params }: PageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="auth">
      <ForgotPasswordSuccessScreen lang={lang} />
    </ClientMessages>
  );
}
