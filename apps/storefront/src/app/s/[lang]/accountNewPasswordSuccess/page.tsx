import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { NewPasswordSuccessScreen } from '../../../../screens/auth/AuthSuccessScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Shown to one visitor after choosing a new password: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return authMetadata((await params).lang, 'accountNewPasswordSuccess');
}

export default async function Page({ params }: PageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="auth">
      <NewPasswordSuccessScreen lang={lang} />
    </ClientMessages>
  );
}
