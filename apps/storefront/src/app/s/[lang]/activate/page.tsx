import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { ActivationScreen, activationMetadata } from '../../../../screens/activation/ActivationScreen.tsx';

interface ActivatePageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: ActivatePageProps): Promise<Metadata> {
  return activationMetadata((await params).lang);
}

export default async function ActivatePage({ params }: ActivatePageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="activation">
      <ActivationScreen lang={lang} />
    </ClientMessages>
  );
}
