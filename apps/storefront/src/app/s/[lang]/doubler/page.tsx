import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { DoublerScreen, doublerMetadata } from '../../../../screens/doubler/DoublerScreen.tsx';

interface DoublerPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: DoublerPageProps): Promise<Metadata> {
  return doublerMetadata((await params).lang);
}

export default async function DoublerPage({ params }: DoublerPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="doubler">
      <DoublerScreen lang={lang} />
    </ClientMessages>
  );
}
