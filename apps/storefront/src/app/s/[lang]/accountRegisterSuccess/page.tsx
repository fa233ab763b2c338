import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { RegisterSuccessScreen } from '../../../../screens/auth/AuthSuccessScreens.tsx';
import { authMetadata } from '../../../../screens/auth/auth-metadata.ts';

// Shown to one visitor just after they registered: rendered per request, never cached.
export const dynamic = 'force-dynamic';

interface PageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return authMetadata((await params).lang, 'accountRegisterSuccess');
}

export default async function Page({ params }: PageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="auth">
      <RegisterSuccessScreen lang={lang} />
    </ClientMessages>
  );
}
