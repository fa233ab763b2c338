import type { Metadata } from 'next';
import { informationPage, InformationScreen } from '../../../../screens/catalogue/ContentPageScreens.tsx';
import { contentMetadata } from '../../../../screens/catalogue/metadata.ts';

interface DeliveryPageProps {
  readonly params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: DeliveryPageProps): Promise<Metadata> {
  const { lang } = await params;
  return contentMetadata(lang, { kind: 'screen', screen: 'delivery' }, await informationPage(lang, 'delivery'));
}

export default async function DeliveryPage({ params }: DeliveryPageProps) {
  const { lang } = await params;
  return <InformationScreen lang={lang} screen="delivery" />;
}
