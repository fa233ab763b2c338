import type { Metadata } from 'next';
import { ClientMessages } from '../../../../i18n/ClientMessages.tsx';
import { BusinessScreen } from '../../../../screens/business/BusinessScreen.tsx';
import { informationPage } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface BusinessPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: BusinessPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'business' }, await informationPage(lang, 'business'));
}

export default async function BusinessPage({ params }: BusinessPageProps) {
  const { lang } = await params;
  return (
    <ClientMessages lang={lang} scope="business">
      <BusinessScreen lang={lang} />
    </ClientMessages>
  );
}
